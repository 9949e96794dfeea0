import { Button, Callout, Dialog, DialogBody, HTMLTable, NonIdealState } from '@blueprintjs/core';
import type { FeatureCollection, Geometry } from 'geojson';
import { useMemo, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { lazyComponent } from '../../../engine/react/plugin/lazyComponent';
import type { ItemToolbarProps } from '../../../engine/react/plugin/viewContracts';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { cellText, isPreview, messageOf, type PreviewReply } from './importReplies';
import { RowErrorTable } from './RowErrorTable';
import './importScreens.css';

// MapLibre is large: fetched only when a preview with features opens.
const PreviewMap = lazyComponent(() => import('./PreviewMap').then((m) => m.PreviewMap));

type State = { kind: 'closed' } | { kind: 'loading' } | { kind: 'shown'; preview: PreviewReply } | { kind: 'failed'; messageId: string };

const GEOMETRY_NAMES: Record<string, string> = {
  Point: 'import.geometry.point',
  MultiPoint: 'import.geometry.multiPoint',
  LineString: 'import.geometry.line',
  MultiLineString: 'import.geometry.multiLine',
  Polygon: 'import.geometry.polygon',
  MultiPolygon: 'import.geometry.multiPolygon',
  GeometryCollection: 'import.geometry.collection',
};

function PreviewBody({ preview }: { preview: PreviewReply }) {
  const t = useTranslate();
  const columns = useMemo(() => [...new Set(preview.features.flatMap((feature) => Object.keys(feature.properties)).filter((key) => key !== '$line'))], [preview]);
  const collection = useMemo((): FeatureCollection<Geometry> => ({ type: 'FeatureCollection', features: preview.features }), [preview]);
  return (
    <div data-testid="import-preview-body" className="vgn-import-preview">
      <p>{t('import.screen.previewHint', { count: preview.features.length })}</p>
      {preview.columns.length > 0 && <p>{t('import.screen.columns', { columns: preview.columns.join(', ') })}</p>}
      {preview.crs !== undefined && <p>{t('import.screen.crsFound')}</p>}
      {preview.features.length === 0 ? (
        <NonIdealState icon="th-disconnect" title={t('import.screen.noRows')} />
      ) : (
        <>
          <PreviewMap features={collection} />
          <div className="vgn-import-scroll">
            <HTMLTable compact striped data-testid="import-preview-table">
              <thead>
                <tr>
                  <th>{t('import.screen.line')}</th>
                  <th>{t('import.screen.geometry')}</th>
                  {columns.map((column) => (
                    <th key={column}>{column}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.features.map((feature) => (
                  <tr key={cellText(feature.properties.$line)}>
                    <td>{cellText(feature.properties.$line)}</td>
                    <td>{t(GEOMETRY_NAMES[feature.geometry.type] ?? 'import.geometry.other')}</td>
                    {columns.map((column) => (
                      <td key={column}>{cellText(feature.properties[column])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
      <h4>{t('import.screen.errors')}</h4>
      {preview.errors.length === 0 ? <p>{t('import.screen.noErrors')}</p> : <RowErrorTable errors={preview.errors} testId="import-preview-errors" />}
    </div>
  );
}

/**
 * Toolbar control of an Import page: the first rows after the transformations, in a table and on a
 * map, with the bad rows among them. Running is on the page's import panel (ImportRunPanel).
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
  const close = (): void => setState({ kind: 'closed' });

  return (
    <>
      <Button variant="minimal" icon="eye-open" text={t('import.screen.preview')} data-testid="import-preview" loading={state.kind === 'loading'} onClick={() => void open()} />
      <Dialog isOpen={state.kind === 'shown' || state.kind === 'failed'} onClose={close} title={t('import.screen.previewTitle')} className="vgn-import-dialog">
        <DialogBody>
          {state.kind === 'failed' && (
            <Callout intent="danger" data-testid="import-failure">
              {t(state.messageId)}
            </Callout>
          )}
          {state.kind === 'shown' && <PreviewBody preview={state.preview} />}
        </DialogBody>
      </Dialog>
    </>
  );
}
