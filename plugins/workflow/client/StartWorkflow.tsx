import { Button, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { WorkflowSummary } from '../panelInfo';
import type { ActionRunner } from './usePanelData';

interface StartWorkflowProps {
  startable: readonly WorkflowSummary[];
  mayStart: boolean;
  runner: ActionRunner;
}

/** An item without a workflow: choose one of the published workflow types that apply to it, and start it. */
export function StartWorkflow({ startable, mayStart, runner }: StartWorkflowProps) {
  const t = useTranslate();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  if (!mayStart) return <p className="vgn-view-empty">{t('workflow.panel.none')}</p>;
  if (startable.length === 0) return <p className="vgn-view-empty">{t('workflow.panel.noneToStart')}</p>;
  const key = chosen ?? startable[0]?.key ?? '';
  return (
    <div className="wkf-start">
      <HTMLSelect
        aria-label={t('workflow.panel.choose')}
        value={key}
        onChange={(event) => setChosen(event.currentTarget.value)}
        options={startable.map((workflow) => ({ value: workflow.key, label: t('workflow.panel.nameVersion', { name: workflow.label, version: workflow.version }) }))}
        data-testid="workflow-choose"
      />
      <Button intent="primary" icon="play" disabled={runner.busy} onClick={() => void runner.run({ type: 'setWorkflow', workflow: key })}>
        {t('workflow.panel.start')}
      </Button>
    </div>
  );
}
