import { Button, Callout, H6, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemPanelProps } from '../../../engine/react/plugin/itemPanels';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { useItemLabel } from '../../../engine/react/services/hooks';
import { messageOf, rowErrorsOf } from './importReplies';
import { RowErrorTable, useErrorParams } from './RowErrorTable';
import './importScreens.css';

const ACTIVE = new Set(['CHECKING', 'RUNNING']);

function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function ResultLink({ id }: { id: string }) {
  const t = useTranslate();
  const { ItemLink } = useEngine();
  const label = useItemLabel(id);
  return (
    <span data-testid="import-result">
      {t('import.screen.into')} <ItemLink id={id}>{label}</ItemLink>
    </span>
  );
}

/**
 * The run of an Import, under its fields: what happens now (checking, importing with a progress
 * bar), what came of it (counts, the collection), why it stopped and the bad rows with line and
 * reason, and the button that runs it, or resumes it after its last committed batch.
 */
export function ImportRunPanel({ id, item }: ItemPanelProps) {
  const t = useTranslate();
  const engine = useEngine();
  const paramsOf = useErrorParams();
  const [starting, setStarting] = useState(false);
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const status = typeof item.status === 'string' ? item.status : 'DRAFT';
  const running = ACTIVE.has(status);
  const rowErrors = rowErrorsOf(item.rowErrors);
  const failure = typeof item.failure === 'string' ? item.failure : undefined;
  const resumable = status === 'INTERRUPTED' && numberOf(item.checkpoint) > 0;
  // A run shows as running until it ends; after a server restart it never will, and running it again resumes it.
  const runnable = status !== 'DONE';
  const failureParams = { count: numberOf(item.errorCount), ...paramsOf(rowErrors.find((entry) => entry.reason === failure)?.params) };

  const run = async (): Promise<void> => {
    setStarting(true);
    setRefused(undefined);
    try {
      await engine.send(`act/importRun/${id}`);
    } catch (error) {
      setRefused(messageOf(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="vgn-import-panel" data-testid="import-run-panel" data-status={status}>
      <H6 className="vgn-view-section-title">{t('import.panel.title')}</H6>
      {running && (
        <div data-testid="import-progress">
          <p>{t(status === 'CHECKING' ? 'import.panel.checking' : 'import.screen.running', { progress: numberOf(item.progress) })}</p>
          <ProgressBar intent="primary" value={status === 'CHECKING' ? undefined : numberOf(item.progress) / 100} />
        </div>
      )}
      {status === 'DRAFT' && <p>{t('import.panel.draft')}</p>}
      {status === 'DONE' && (
        <Callout intent="success" data-testid="import-done">
          {t('import.screen.summary', { imported: numberOf(item.imported), filtered: numberOf(item.filtered), errors: numberOf(item.errorCount) })}
        </Callout>
      )}
      {(status === 'FAILED' || status === 'INTERRUPTED') && failure !== undefined && (
        <Callout intent={status === 'FAILED' ? 'danger' : 'warning'} data-testid="import-stopped">
          <p>{t(failure, failureParams)}</p>
          {failure !== 'import.errors.badRows' && <p>{t(status === 'FAILED' ? 'import.panel.nothingWritten' : 'import.panel.partlyWritten', { imported: numberOf(item.imported) })}</p>}
        </Callout>
      )}
      {typeof item.result === 'string' && <ResultLink id={item.result} />}
      {rowErrors.length > 0 && (
        <>
          <p>{t('import.panel.badRows', { count: numberOf(item.errorCount), shown: rowErrors.length })}</p>
          <RowErrorTable errors={rowErrors} testId="import-row-errors" />
        </>
      )}
      {refused !== undefined && (
        <Callout intent="danger" data-testid="import-refused">
          {t(refused)}
        </Callout>
      )}
      {runnable && (
        <div className="vgn-import-panel-actions">
          <Button intent="primary" icon="import" loading={starting} data-testid="import-run" text={t(resumable || running ? 'import.screen.resume' : 'import.screen.run')} onClick={() => void run()} />
          <span className="bp6-text-muted">{t(running ? 'import.panel.stalledHint' : resumable ? 'import.panel.resumeHint' : 'import.panel.runHint')}</span>
        </div>
      )}
    </div>
  );
}
