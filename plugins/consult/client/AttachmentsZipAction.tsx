import { Button } from '@blueprintjs/core';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { SearchActionProps } from '../../../engine/react/plugin/searchActions';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { TaskDownloadOutcome, TaskDownloadProgress } from './TaskDownloadStatus';
import { useTaskDownload } from './useTaskDownload';
import './consult.css';

const ZIP_NAME = 'consult-attachments.zip';

/**
 * consult.attachments' search-bar action: packs every file the search finds into
 * consult-attachments.zip as a server task (progress shown), then downloads it with the user's
 * token (the route wants it, so the file is fetched and handed to the browser).
 */
export function AttachmentsZipAction({ must, facets, total }: SearchActionProps) {
  const t = useTranslate();
  const engine = useEngine();
  const { state, follow, fail, save } = useTaskDownload();

  const start = async (): Promise<void> => {
    try {
      const reply = (await engine.send('act/consult.attachmentsZip', { must, facets })) as { task: string; files: number };
      if (reply.files === 0) return fail({ userMessage: 'consult.attachments.none' });
      follow(reply.task, reply.files, ZIP_NAME);
    } catch (error) {
      fail(error);
    }
  };

  if (state.phase === 'running') {
    return <TaskDownloadProgress testId="consult-zip-progress" text={t('consult.attachments.zipRunning', { count: state.items, progress: state.progress })} progress={state.progress} />;
  }
  return (
    <>
      <Button className="consult-zip-button consult-bar-button" icon="compressed" text={t('consult.attachments.zip')} aria-label={t('consult.attachments.zip')} disabled={total === 0} onClick={() => void start()} data-testid="consult-zip" />
      <TaskDownloadOutcome state={state} save={save} fail={fail} saveText={() => t('consult.attachments.zipSave')} testId="consult-zip" />
    </>
  );
}
