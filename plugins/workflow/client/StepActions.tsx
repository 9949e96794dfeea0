import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { StepOffer, WorkflowStep } from '../../../engine/workflow';
import { AssignDialog, PropertiesDialog } from './StepDialogs';
import type { ActionRunner } from './usePanelData';

interface StepActionsProps {
  step: WorkflowStep;
  /** The step's label, translated (dialog titles, button names). */
  label: string;
  offer: StepOffer;
  runner: ActionRunner;
}

type Open = 'none' | 'assign' | 'properties';

/** The moves a user may make on a step as buttons; assigning, its values and forcing in a menu beside them. */
export function StepActions({ step, label, offer, runner }: StepActionsProps) {
  const t = useTranslate();
  const [open, setOpen] = useState<Open>('none');
  const more = offer.assign || offer.unassign || offer.properties || offer.forceStates.length > 0;
  if (offer.states.length === 0 && !more) return null;
  return (
    <div className="wkf-step-actions">
      {offer.states.map((state) => (
        <Button
          key={state}
          size="small"
          intent={state === 'COMPLETE' ? 'success' : 'none'}
          disabled={runner.busy}
          onClick={() => void runner.run({ type: 'setStepState', step: step.id, state })}
          data-testid={`workflow-move-${state}`}
        >
          {t(`workflow.panel.moveTo.${state}`)}
        </Button>
      ))}
      {more ? (
        <PopoverNext
          placement="bottom-end"
          content={
            <Menu>
              {offer.properties ? <MenuItem icon="edit" text={t('workflow.panel.editValues')} onClick={() => setOpen('properties')} /> : null}
              {offer.assign ? <MenuItem icon="person" text={t('workflow.panel.assign')} onClick={() => setOpen('assign')} /> : null}
              {offer.unassign ? <MenuItem icon="remove" text={t('workflow.panel.unassign')} onClick={() => void runner.run({ type: 'unassignStep', step: step.id })} /> : null}
              {offer.forceStates.length > 0 ? (
                <>
                  <MenuDivider title={t('workflow.panel.forceStep')} />
                  {offer.forceStates.map((state) => (
                    <MenuItem key={state} icon="warning-sign" intent="warning" text={t(`workflow.stepStates.${state}`)} onClick={() => void runner.run({ type: 'forceStepState', step: step.id, state })} />
                  ))}
                </>
              ) : null}
            </Menu>
          }
        >
          <Button size="small" variant="minimal" icon="more" aria-label={t('workflow.panel.stepActions', { step: label })} data-testid="workflow-step-more" />
        </PopoverNext>
      ) : null}
      {open === 'assign' ? <AssignDialog step={step} label={label} runner={runner} onClose={() => setOpen('none')} /> : null}
      {open === 'properties' ? <PropertiesDialog step={step} label={label} runner={runner} onClose={() => setOpen('none')} /> : null}
    </div>
  );
}
