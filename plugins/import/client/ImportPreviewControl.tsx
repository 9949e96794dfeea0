import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemToolbarProps } from '../../../engine/react/plugin/viewContracts';
import { useEngine } from '../../../engine/react/services/EngineContext';

interface PreviewRowError {
  line: number;
  reason: string;
  params?: Record<string, string | number>;
}

interface PreviewReply {
  features: { geometry: { type: string }; properties: Record<string, unknown> }[];
  columns: string[];
  errors: PreviewRowError[];
}

type State = { kind: 'closed' } | { kind: 'loading' } | { kind: 'shown'; preview: PreviewReply } | { kind: 'failed'; messageId: string } | { kind: 'started' };

function isPreview(value: unknown): value is PreviewReply {
  return typeof value === 'object' && value !== null && 'features' in value && Array.isArray(value.features) && 'columns' in value && Array.isArray(value.columns);
}

/** A message id from a refused operation, else the generic failure text. */
function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  return /^[a-z]+(\.[A-Za-z]+)+$/.test(text) ? text : 'errors.generalFailure';
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

/**
 * Toolbar control of an Import page: previews the first rows after the transformations (table,
 * columns, bad rows) and starts the run; status and progress show in the Import's own fields.
 */
export function ImportPreviewControl({ id }: ItemToolbarProps) {
  const t = useTranslate();
  const engine = useEngine();
  const [state, setState] = useState<State>({ kind: 'closed' });

  const open = async (): Promise<void> => {
    setState({ kind: 'loading' });
    try {
      const reply = await engine.send(`act/importPreview/${id}`);
      if (!isPreview(reply)) throw new Error('errors.generalFailure');
      setState({ kind: 'shown', preview: reply });
    } catch (error) {
      setState({ kind: 'failed', messageId: messageOf(error) });
    }
  };
  const run = async (): Promise<void> => {
    try {
      await engine.send(`act/importRun/${id}`);
      setState({ kind: 'started' });
    } catch (error) {
      setState({ kind: 'failed', messageId: messageOf(error) });
    }
  };
  const close = (): void => setState({ kind: 'closed' });
  const preview = state.kind === 'shown' ? state.preview : undefined;
  const columns = preview ? [...new Set(preview.features.flatMap((feature) => Object.keys(feature.properties)).filter((key) => key !== '$line'))] : [];

  return (
    <>
      <Button variant="minimal" icon="eye-open" text={t('import.screen.preview')} data-testid="import-preview" loading={state.kind === 'loading'} onClick={() => void open()} />
      <Dialog isOpen={state.kind !== 'closed' && state.kind !== 'loading'} onClose={close} title={t('import.screen.preview')} style={{ width: 'min(960px, 96vw)' }}>
        <DialogBody>
          {state.kind === 'failed' && <Callout intent="danger" data-testid="import-failure">{t(state.messageId)}</Callout>}
          {state.kind === 'started' && <Callout intent="success" data-testid="import-started">{t('import.screen.started')}</Callout>}
          {preview && (
            <div data-testid="import-preview-body">
              <p>{t('import.screen.previewHint', { count: preview.features.length })}</p>
              <p>{t('import.screen.columns', { columns: preview.columns.join(', ') })}</p>
              {preview.features.length === 0 ? (
                <NonIdealState icon="th-disconnect" title={t('import.screen.noFile')} />
              ) : (
                <div style={{ overflowX: 'auto' }}>
                  <HTMLTable compact striped data-testid="import-preview-table">
                    <thead>
                      <tr>
                        <th>{t('import.screen.line')}</th>
                        <th>{t('import.screen.geometry')}</th>
                        {columns.map((column) => <th key={column}>{column}</th>)}
                      </tr>
                    </thead>
                    <tbody>
                      {preview.features.map((feature) => (
                        <tr key={cellText(feature.properties.$line)}>
                          <td>{cellText(feature.properties.$line)}</td>
                          <td>{feature.geometry.type}</td>
                          {columns.map((column) => <td key={column}>{cellText(feature.properties[column])}</td>)}
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                </div>
              )}
              <h4>{t('import.screen.errors')}</h4>
              {preview.errors.length === 0 ? (
                <p>{t('import.screen.noErrors')}</p>
              ) : (
                <HTMLTable compact data-testid="import-preview-errors">
                  <thead>
                    <tr>
                      <th>{t('import.screen.line')}</th>
                      <th>{t('import.screen.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.errors.map((error) => (
                      <tr key={error.line}>
                        <td>{error.line}</td>
                        <td>{t(error.reason, error.params)}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
              <p className="bp6-text-muted">{t('import.screen.mapLater')}</p>
            </div>
          )}
        </DialogBody>
        <DialogFooter actions={preview ? <Button intent="primary" icon="import" text={t('import.screen.run')} data-testid="import-run" onClick={() => void run()} /> : undefined} />
      </Dialog>
    </>
  );
}
