import { Button, ButtonGroup, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { messageOf, type TaskState } from './fieldDataReplies';

const POLL_MS = 400;

function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/**
 * KML and ZIP exports of a program's field data: each runs as a background task on the server
 * (progress shown here), then the file is fetched with the user's token and handed to the browser.
 */
export function ExportButtons({ program, onFailure }: { program: string; onFailure(messageId: string): void }) {
  const t = useTranslate();
  const engine = useEngine();
  const [running, setRunning] = useState<{ format: string; progress: number } | undefined>(undefined);

  const run = async (format: 'kml' | 'zip'): Promise<void> => {
    setRunning({ format, progress: 0 });
    try {
      const { task } = (await engine.send('act/exportGeoKeeperFieldData', { format, program })) as { task: string };
      let state: TaskState = { done: false, percentageComplete: 0 };
      while (!state.done) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        state = (await engine.send(`activeTask/${task}`)) as TaskState;
        setRunning({ format, progress: state.percentageComplete });
      }
      if (!state.resultURI) throw new Error(state.errorKey ?? 'geokeeper.export.failed');
      const header = engine.authorization?.();
      const response = await fetch(state.resultURI, { headers: header !== undefined ? { Authorization: header } : {} });
      if (!response.ok) throw new Error('geokeeper.export.failed');
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileNameOf(response, `field-data.${format}`);
      // Attached while clicked: a detached anchor's download is not taken by every browser.
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      const message = messageOf(error);
      onFailure(message === 'errors.generalFailure' || message === 'taskFailed' ? 'geokeeper.export.failed' : message);
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <span className="gk-export">
      <ButtonGroup>
        <Button icon="export" disabled={running !== undefined} loading={running?.format === 'kml'} onClick={() => void run('kml')} data-testid="gk-export-kml" text={t('geokeeper.export.kml')} />
        <Button icon="compressed" disabled={running !== undefined} loading={running?.format === 'zip'} onClick={() => void run('zip')} data-testid="gk-export-zip" text={t('geokeeper.export.zip')} />
      </ButtonGroup>
      {running && (
        <span className="gk-export-progress" data-testid="gk-export-progress">
          <ProgressBar intent="primary" value={running.progress / 100} />
        </span>
      )}
    </span>
  );
}
