import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { SearchActionProps } from '../../../engine/react/plugin/searchActions';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { TaskDownloadOutcome, TaskDownloadProgress } from './TaskDownloadStatus';
import { useTaskDownload } from './useTaskDownload';
import './consult.css';

type ExportKind = 'consultations' | 'threads';
const FORMATS = ['csv', 'xlsx'] as const;
const FILE_NAMES: Record<ExportKind, string> = { consultations: 'consultations', threads: 'consultation-threads' };

/**
 * The staff exports in a search bar: consult.projects offers consultations, consult.communications
 * the threads with their messages, each as CSV or XLSX. The server writes the file as a task
 * (progress shown), then it downloads. Staff only: the server refuses others, so others never see it.
 */
function ExportMenu({ kinds, must, facets, total }: SearchActionProps & { kinds: readonly ExportKind[] }) {
  const t = useTranslate();
  const engine = useEngine();
  const [open, setOpen] = useState(false);
  const { state, follow, fail, save } = useTaskDownload();
  if (!engine.admin) return null;

  const start = async (kind: ExportKind, format: (typeof FORMATS)[number]): Promise<void> => {
    setOpen(false);
    try {
      const reply = (await engine.send('act/consult.export', { kind, format, must, facets, locale: engine.locale })) as { task: string; items: number };
      if (reply.items === 0) return fail({ userMessage: 'consult.export.none' });
      follow(reply.task, reply.items, `${FILE_NAMES[kind]}.${format}`);
    } catch (error) {
      fail(error);
    }
  };

  if (state.phase === 'running') {
    return <TaskDownloadProgress testId="consult-export-progress" text={t('consult.export.running', { count: state.items, progress: state.progress })} progress={state.progress} />;
  }
  return (
    <>
      <PopoverNext
        isOpen={open}
        onInteraction={setOpen}
        placement="bottom-end"
        content={
          <Menu data-testid="consult-export-menu">
            {kinds.flatMap((kind) =>
              FORMATS.map((format) => (
                <MenuItem key={`${kind}-${format}`} icon={format === 'csv' ? 'th-list' : 'th'} text={t(`consult.export.${kind}.${format}`)} onClick={() => void start(kind, format)} data-testid={`consult-export-${kind}-${format}`} />
              )),
            )}
          </Menu>
        }
      >
        <Button className="consult-zip-button consult-bar-button" icon="export" endIcon="caret-down" text={t('consult.export.menu')} aria-label={t('consult.export.menu')} disabled={total === 0} data-testid="consult-export" />
      </PopoverNext>
      <TaskDownloadOutcome state={state} save={save} fail={fail} saveText={(file) => t('consult.export.save', { file })} testId="consult-export" />
    </>
  );
}

export function ConsultationsExportAction(props: SearchActionProps) {
  return <ExportMenu {...props} kinds={['consultations']} />;
}

export function ThreadsExportAction(props: SearchActionProps) {
  return <ExportMenu {...props} kinds={['threads']} />;
}
