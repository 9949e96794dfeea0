import { Alert, Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { LovEntry } from '../../../engine/react/services/engineServices';
import type { WorkflowInstance, WorkflowOffer } from '../../../engine/workflow';
import type { WorkflowSummary } from '../panelInfo';
import { AddStepDialog } from './AddStepDialog';
import type { ActionRunner } from './usePanelData';

interface WorkflowToolsProps {
  offer: WorkflowOffer;
  instance: WorkflowInstance;
  summary: WorkflowSummary;
  /** The workflow's state list, translated. */
  states: readonly LovEntry[];
  runner: ActionRunner;
}

/** The workflow-wide actions the user may take: add a step, return to the start, force the state, re-apply the steps, clear. */
export function WorkflowTools({ offer, instance, summary, states, runner }: WorkflowToolsProps) {
  const t = useTranslate();
  const [adding, setAdding] = useState(false);
  const [clearing, setClearing] = useState(false);
  const any = offer.adHocKinds.length > 0 || offer.reinitialise || offer.forceState || offer.reapply || offer.clear;
  if (!any) return null;
  const run = (action: { type: string } & Record<string, unknown>) => void runner.run(action);
  const newer = summary.latest > instance.version;
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu>
            {offer.adHocKinds.length > 0 ? <MenuItem icon="add" text={t('workflow.panel.addStep')} onClick={() => setAdding(true)} /> : null}
            {offer.reinitialise ? <MenuItem icon="reset" text={t('workflow.panel.reinitialise')} onClick={() => run({ type: 'manualInit' })} /> : null}
            {offer.reapply ? (
              <MenuItem
                icon="refresh"
                text={newer ? t('workflow.panel.reapplyLatest', { version: summary.latest }) : t('workflow.panel.reapply')}
                onClick={() => run({ type: 'applySteps', workflow: instance.definition, version: summary.latest })}
              />
            ) : null}
            {offer.forceState ? (
              <>
                <MenuDivider title={t('workflow.panel.forceState')} />
                {states
                  .filter((state) => state.key !== instance.state)
                  .map((state) => (
                    <MenuItem key={state.key} icon="warning-sign" intent="warning" text={state.label} onClick={() => run({ type: 'forceWorkflowState', state: state.key })} />
                  ))}
              </>
            ) : null}
            {offer.clear ? (
              <>
                <MenuDivider />
                <MenuItem icon="trash" intent="danger" text={t('workflow.panel.clear')} onClick={() => setClearing(true)} />
              </>
            ) : null}
          </Menu>
        }
      >
        <Button size="small" variant="minimal" icon="cog" aria-label={t('workflow.panel.tools')} data-testid="workflow-tools" />
      </PopoverNext>
      {adding ? <AddStepDialog kinds={offer.adHocKinds} runner={runner} onClose={() => setAdding(false)} /> : null}
      <Alert
        isOpen={clearing}
        intent="danger"
        icon="trash"
        confirmButtonText={t('workflow.panel.clear')}
        cancelButtonText={t('workflow.panel.cancel')}
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          setClearing(false);
          run({ type: 'clearWorkflow' });
        }}
      >
        <p>{t('workflow.panel.clearConfirm')}</p>
      </Alert>
    </>
  );
}
