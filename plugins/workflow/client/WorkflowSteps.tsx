import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { isOpen, type WorkflowInstance, type WorkflowOffer, type WorkflowStep, type WorkflowStepState } from '../../../engine/workflow';
import type { WorkflowSummary } from '../panelInfo';
import { StepActions } from './StepActions';
import { StepDue, StepPerson, StepStamp } from './StepPeople';
import type { ActionRunner } from './usePanelData';

const STATE_INTENTS: Record<WorkflowStepState, Intent> = { BLANK: 'none', PENDING: 'warning', ACTIVE: 'primary', COMPLETE: 'success', SKIP: 'none' };

/** A step's label: its own (ad-hoc steps), the version's, else its kind's. */
export function stepLabel(step: WorkflowStep, summary: WorkflowSummary | undefined, kindLabel: string | undefined): string {
  return step.label ?? summary?.steps.find((candidate) => candidate.id === step.id)?.label ?? kindLabel ?? `steps.${step.kind}.label`;
}

interface StepRowProps {
  step: WorkflowStep;
  position: number;
  label: string;
  offer: WorkflowOffer['steps'][string] | undefined;
  runner: ActionRunner;
}

function StepRow({ step, position, label, offer, runner }: StepRowProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const kind = registry.steps.get(step.kind);
  return (
    <li className="wkf-step" data-step={step.id} data-step-state={step.state}>
      <span className="wkf-step-number" aria-hidden="true">
        {position}
      </span>
      <div className="wkf-step-body">
        <div className="wkf-step-title">
          <strong data-testid="workflow-step-label">{t(label)}</strong>
          <span className="wkf-step-kind">{t(kind?.label ?? step.kind)}</span>
          <Tag minimal intent={STATE_INTENTS[step.state]} data-testid="workflow-step-state">
            {t(`workflow.stepStates.${step.state}`)}
          </Tag>
        </div>
        <div className="wkf-step-facts">
          <span className="wkf-fact">
            <span className="wkf-fact-name">{t('workflow.panel.assignee')}</span>
            {step.assignee ? <StepPerson id={step.assignee} /> : <span className="vgn-view-empty">{t('workflow.panel.unassigned')}</span>}
          </span>
          {step.due ? (
            <span className="wkf-fact">
              <span className="wkf-fact-name">{t('workflow.panel.due')}</span>
              <StepDue due={step.due} open={isOpen(step.state)} />
            </span>
          ) : null}
          {step.stamp ? (
            <span className="wkf-fact">
              <span className="wkf-fact-name">{t('workflow.panel.stamp')}</span>
              <StepStamp stamp={step.stamp} />
            </span>
          ) : null}
        </div>
      </div>
      {offer ? <StepActions step={step} label={t(label)} offer={offer} runner={runner} /> : null}
    </li>
  );
}

interface WorkflowStepsProps {
  instance: WorkflowInstance;
  summary: WorkflowSummary | undefined;
  offer: WorkflowOffer;
  runner: ActionRunner;
}

/** The running workflow's steps in order, each with its state, assignee, due time, stamp and the user's actions. */
export function WorkflowSteps({ instance, summary, offer, runner }: WorkflowStepsProps) {
  const { registry } = useEngine();
  return (
    <ol className="wkf-steps" data-testid="workflow-steps">
      {instance.steps.map((step, index) => (
        <StepRow key={step.id} step={step} position={index + 1} label={stepLabel(step, summary, registry.steps.get(step.kind)?.label)} offer={offer.steps[step.id]} runner={runner} />
      ))}
    </ol>
  );
}
