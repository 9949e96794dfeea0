import { Button, ProgressBar } from '@blueprintjs/core';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { SearchActionProps } from '../../../engine/react/plugin/searchActions';
import { useEngine } from '../../../engine/react/services/EngineContext';
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
    return (
      <div className="consult-zip-progress" data-testid="consult-zip-progress" role="status">
        <span>{t('consult.attachments.zipRunning', { count: state.items, progress: state.progress })}</span>
        <ProgressBar intent="primary" value={state.progress / 100} />
      </div>
    );
  }
  return (
    <>
      <Button className="consult-zip-button consult-bar-button" icon="compressed" text={t('consult.attachments.zip')} aria-label={t('consult.attachments.zip')} disabled={total === 0} onClick={() => void start()} data-testid="consult-zip" />
      {state.phase === 'ready' ? (
        <Button className="consult-bar-button" variant="minimal" icon="download" text={t('consult.attachments.zipSave')} aria-label={t('consult.attachments.zipSave')} onClick={() => void save(state.download, state.fileName).catch(fail)} data-testid="consult-zip-save" />
      ) : null}
      {state.phase === 'failed' ? (
        <span className="consult-zip-failure" role="alert">
          {state.message}
        </span>
      ) : null}
    </>
  );
}
