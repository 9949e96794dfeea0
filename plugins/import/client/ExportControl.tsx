import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemToolbarProps } from '../../../engine/react/plugin/viewContracts';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { messageOf } from './importReplies';

const FORMATS = [
  { key: 'geojson', text: 'import.export.geojson' },
  { key: 'kml', text: 'import.export.kml' },
  { key: 'csv', text: 'import.export.csv' },
  { key: 'shapefile', text: 'import.export.shapefile' },
] as const;

/** The file name the server gave (content-disposition), else one from the collection id. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Toolbar control of a SpatialCollection page: downloads its features as GeoJSON, KML, CSV or a
 * zipped shapefile. The export route wants the user's token, so the file is fetched and handed
 * to the browser as a download.
 */
export function ExportControl({ id }: ItemToolbarProps) {
  const t = useTranslate();
  const engine = useEngine();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const download = async (format: string): Promise<void> => {
    setBusy(true);
    setFailure(undefined);
    try {
      const header = engine.authorization?.();
      const response = await fetch(`/api/plugins/import/export/${encodeURIComponent(id)}?format=${format}`, { headers: header !== undefined ? { Authorization: header } : {} });
      if (!response.ok) throw new Error('import.errors.exportFailed');
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileNameOf(response, `${id}.${format}`);
      // Attached while clicked: a detached anchor's download is not taken by every browser.
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setFailure(messageOf(error) === 'errors.generalFailure' ? 'import.errors.exportFailed' : messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const menu = (
    <Menu>
      {FORMATS.map((format) => (
        <MenuItem key={format.key} icon="download" text={t(format.text)} data-testid={`export-${format.key}`} onClick={() => void download(format.key)} />
      ))}
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        icon={failure !== undefined ? 'error' : 'export'}
        intent={failure !== undefined ? 'danger' : undefined}
        loading={busy}
        text={t('import.screen.export')}
        title={failure !== undefined ? t(failure) : undefined}
        data-testid="collection-export"
      />
    </Popover>
  );
}
