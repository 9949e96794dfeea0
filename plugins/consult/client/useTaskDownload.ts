import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { consultRefusalText as refusalText } from './refusalText';

/** How often a running task is asked for its progress. */
const POLL_MS = 500;

export type TaskDownload =
  | { phase: 'idle' }
  | { phase: 'running'; items: number; progress: number }
  | { phase: 'ready'; download: string; fileName: string }
  | { phase: 'failed'; message: string };

/** What activeTask/{key} answers (server/tasks/taskRunner.ts TaskState), read defensively. */
interface TaskState {
  percentageComplete?: number;
  done?: boolean;
  resultURI?: string;
  errorKey?: string;
}

function taskStateOf(value: unknown): TaskState {
  return typeof value === 'object' && value !== null ? (value as TaskState) : {};
}

/**
 * Follows a server task that ends in a file (an export): its progress while it runs, then fetches
 * the file with the user's token (the download route wants it) and hands it to the browser.
 */
export function useTaskDownload(): { state: TaskDownload; follow(task: string, items: number, fileName: string): void; fail(error: unknown): void; save(download: string, fileName: string): Promise<void> } {
  const t = useTranslate();
  const engine = useEngine();
  const [state, setState] = useState<TaskDownload>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fail = (error: unknown): void => setState({ phase: 'failed', message: refusalText(t, error) });

  const save = async (download: string, fileName: string): Promise<void> => {
    const header = engine.authorization?.();
    const response = await fetch(download, { headers: header !== undefined ? { Authorization: header } : {} });
    if (!response.ok) throw new Error('consult.errors.exportGone');
    const url = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const follow = (task: string, items: number, fileName: string): void => {
    setState({ phase: 'running', items, progress: 0 });
    const poll = (): void => {
      timer.current = setTimeout(() => {
        engine.send(`activeTask/${task}`).then((reply) => {
          const current = taskStateOf(reply);
          if (current.resultURI !== undefined) {
            setState({ phase: 'ready', download: current.resultURI, fileName });
            save(current.resultURI, fileName).catch(fail);
          } else if (current.done === true) {
            fail({ userMessage: current.errorKey ?? 'generalFailure' });
          } else {
            setState({ phase: 'running', items, progress: current.percentageComplete ?? 0 });
            poll();
          }
        }, fail);
      }, POLL_MS);
    };
    poll();
  };

  return { state, follow, fail, save };
}
