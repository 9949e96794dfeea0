import { Button, ProgressBar } from '@blueprintjs/core';
import type { TaskDownload } from './useTaskDownload';

export interface TaskDownloadStatusProps {
  state: TaskDownload;
  save(download: string, fileName: string): Promise<void>;
  fail(error: unknown): void;
  /** The save button's text once the file is ready (its file name is known then). */
  saveText(fileName: string): string;
  /** data-testid prefix: `${testId}-save`. */
  testId: string;
}

/** A file task's end in a search bar: the save button when the file is ready, or why it failed. */
export function TaskDownloadOutcome({ state, save, fail, saveText, testId }: TaskDownloadStatusProps) {
  if (state.phase === 'ready') {
    const text = saveText(state.fileName);
    return <Button className="consult-bar-button" variant="minimal" icon="download" text={text} aria-label={text} onClick={() => void save(state.download, state.fileName).catch(fail)} data-testid={`${testId}-save`} />;
  }
  if (state.phase === 'failed') {
    return (
      <span className="consult-zip-failure" role="alert">
        {state.message}
      </span>
    );
  }
  return null;
}

/** A running file task: its text and a progress bar (the text hides on phones, consult.css). */
export function TaskDownloadProgress({ text, progress, testId }: { text: string; progress: number; testId: string }) {
  return (
    <div className="consult-zip-progress" data-testid={testId} role="status">
      <span>{text}</span>
      <ProgressBar intent="primary" value={progress / 100} />
    </div>
  );
}
