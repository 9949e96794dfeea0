import { Button, ProgressBar } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { SearchActionProps } from '../../../engine/react/plugin/searchActions';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { consultRefusalText as refusalText } from './refusalText';
import './consult.css';

/** How often the packing task is asked for its progress. */
const POLL_MS = 500;
const ZIP_NAME = 'consult-attachments.zip';

type Packing = { phase: 'idle' } | { phase: 'packing'; task: string; files: number; progress: number } | { phase: 'ready'; download: string } | { phase: 'failed'; message: string };

/** What activeTask/{key} answers (server/tasks/taskRunner.ts TaskState). */
interface TaskState {
  percentageComplete?: number;
  done?: boolean;
  resultURI?: string;
  errorKey?: string;
}

/** The task as activeTask answers it, read defensively. */
function taskStateOf(value: unknown): TaskState {
  return typeof value === 'object' && value !== null ? (value as TaskState) : {};
}

/**
 * consult.attachments' search-bar action: packs every file the search finds into
 * consult-attachments.zip as a server task (progress shown), then downloads it with the user's
 * token (the route wants it, so the file is fetched and handed to the browser).
 */
export function AttachmentsZipAction({ must, facets, total }: SearchActionProps) {
  const t = useTranslate();
  const engine = useEngine();
  const [packing, setPacking] = useState<Packing>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = async (download: string): Promise<void> => {
    const header = engine.authorization?.();
    const response = await fetch(download, { headers: header !== undefined ? { Authorization: header } : {} });
    if (!response.ok) throw new Error('consult.errors.zipNotReady');
    const url = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = ZIP_NAME;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const follow = (task: string, files: number): void => {
    timer.current = setTimeout(() => {
      void engine.send(`activeTask/${task}`).then(
        (reply) => {
          const state = taskStateOf(reply);
          const download = state.resultURI;
          if (download !== undefined) {
            setPacking({ phase: 'ready', download });
            void save(download).catch((error: unknown) => setPacking({ phase: 'failed', message: refusalText(t, error) }));
          } else if (state.done === true) {
            setPacking({ phase: 'failed', message: refusalText(t, { userMessage: state.errorKey ?? 'generalFailure' }) });
          } else {
            setPacking({ phase: 'packing', task, files, progress: state.percentageComplete ?? 0 });
            follow(task, files);
          }
        },
        (error: unknown) => setPacking({ phase: 'failed', message: refusalText(t, error) }),
      );
    }, POLL_MS);
  };

  const start = async (): Promise<void> => {
    try {
      const reply = (await engine.send('act/consult.attachmentsZip', { must, facets })) as { task: string; files: number };
      if (reply.files === 0) return setPacking({ phase: 'failed', message: t('consult.attachments.none') });
      setPacking({ phase: 'packing', task: reply.task, files: reply.files, progress: 0 });
      follow(reply.task, reply.files);
    } catch (error) {
      setPacking({ phase: 'failed', message: refusalText(t, error) });
    }
  };

  if (packing.phase === 'packing') {
    return (
      <div className="consult-zip-progress" data-testid="consult-zip-progress" role="status">
        <span>{t('consult.attachments.zipRunning', { count: packing.files, progress: packing.progress })}</span>
        <ProgressBar intent="primary" value={packing.progress / 100} />
      </div>
    );
  }
  return (
    <>
      <Button className="consult-zip-button" icon="compressed" text={t('consult.attachments.zip')} disabled={total === 0} onClick={() => void start()} data-testid="consult-zip" />
      {packing.phase === 'ready' ? (
        <Button variant="minimal" icon="download" text={t('consult.attachments.zipSave')} onClick={() => void save(packing.download)} data-testid="consult-zip-save" />
      ) : null}
      {packing.phase === 'failed' ? (
        <span className="consult-zip-failure" role="alert">
          {packing.message}
        </span>
      ) : null}
    </>
  );
}
