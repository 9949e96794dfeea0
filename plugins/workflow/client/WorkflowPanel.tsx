import { Button, Callout, H6, Spinner, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemPanelProps } from '../../../engine/react/plugin/itemPanels';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { useLovEntries } from '../../../engine/react/services/hooks';
import { workflowOffer, type WorkflowInstance } from '../../../engine/workflow';
import { StartWorkflow } from './StartWorkflow';
import { useActionRunner, usePanelInfo, useWorkflowHistory } from './usePanelData';
import { WorkflowHistory } from './WorkflowHistory';
import { WorkflowSteps } from './WorkflowSteps';
import { WorkflowTools } from './WorkflowTools';
import './workflowPanel.css';

function instanceOf(value: unknown): WorkflowInstance | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'steps' in value && Array.isArray(value.steps) ? (value as WorkflowInstance) : undefined;
}

/**
 * The workflow panel of an item page (items of types declaring `workflow`): start a published
 * workflow type; or the running one's state and steps in order, with the actions this user may take
 * (the same rules the server judges by: engine/workflow/offers.ts), and its history of events. The
 * page's watch re-renders it with every pushed change of the item, and each change reloads what the
 * panel asked of the server.
 */
export function WorkflowPanel({ id, type, item, u }: ItemPanelProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const instance = instanceOf(item._wf);
  const info = usePanelInfo(id, u);
  const history = useWorkflowHistory(id, u);
  const runner = useActionRunner(id, u);
  const stateList = registry.types.get(type)?.declaration.workflow?.states;
  const states = useLovEntries(stateList);
  const stateLabel = (key: string): string => states?.find((entry) => entry.key === key)?.label ?? key;
  const offer = useMemo(
    () => (info.value ? workflowOffer({ contact: info.value.rights.contact, mayForce: info.value.rights.mayForce, mayManage: info.value.rights.mayManage }, instance, registry.steps) : undefined),
    [info.value, instance, registry.steps],
  );
  const summary = info.value?.workflow;

  return (
    <div className="wkf-panel" data-state={instance?.state ?? 'none'}>
      <div className="wkf-panel-head">
        <H6 className="vgn-view-section-title">{t('workflow.panel.title')}</H6>
        {instance ? (
          <>
            <span className="wkf-panel-name" data-testid="workflow-name">
              {t('workflow.panel.nameVersion', { name: summary?.label ?? instance.definition, version: instance.version })}
            </span>
            <Tag minimal round intent="primary" data-testid="workflow-state">
              {stateLabel(instance.state)}
            </Tag>
          </>
        ) : null}
        {runner.busy || (info.value === undefined && info.error === undefined) ? <Spinner size={14} /> : null}
        {instance && offer && summary ? <WorkflowTools offer={offer} instance={instance} summary={summary} states={states ?? []} runner={runner} /> : null}
      </div>
      {runner.refusal ? (
        <Callout intent="danger" compact className="wkf-panel-refusal" role="alert" data-testid="workflow-refusal">
          <span>{runner.refusal}</span>
          <Button size="small" variant="minimal" icon="cross" aria-label={t('workflow.panel.dismiss')} onClick={runner.dismiss} />
        </Callout>
      ) : null}
      {info.error !== undefined ? <Callout intent="warning" compact>{t('workflow.panel.loadFailed')}</Callout> : null}
      {instance && offer ? (
        <WorkflowSteps instance={instance} summary={summary} offer={offer} runner={runner} />
      ) : !instance && info.value ? (
        <StartWorkflow startable={info.value.startable} mayStart={offer?.start === true} runner={runner} />
      ) : null}
      <WorkflowHistory lines={history.value ?? []} failed={history.error !== undefined} stateLabel={stateLabel} />
    </div>
  );
}
