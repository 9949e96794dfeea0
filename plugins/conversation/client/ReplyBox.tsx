import { Button, Callout, FileInput, Tag, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';

interface Uploaded {
  id: string;
  label: string;
}

/** A refusal's message id: the server's own ids (conversation.errors.…) as they are, platform ones under errors.… */
function refusalId(error: unknown): string {
  const user = typeof error === 'object' && error !== null && 'userMessage' in error ? (error as { userMessage: unknown }).userMessage : undefined;
  const message = typeof user === 'string' ? user : error instanceof Error ? error.message : '';
  if (message === '') return 'errors.notAllowed';
  return message.includes('.') ? message : `errors.${message}`;
}

function fieldErrorIds(error: unknown): string[] {
  const details = typeof error === 'object' && error !== null && 'details' in error ? (error as { details: unknown }).details : undefined;
  const errors = typeof details === 'object' && details !== null && 'errors' in details && Array.isArray(details.errors) ? (details.errors as unknown[]) : [];
  return errors.flatMap((e) => (typeof e === 'object' && e !== null && typeof (e as { messageId?: unknown }).messageId === 'string' ? [(e as { messageId: string }).messageId] : []));
}

/** Writes a reply (text and files) through act/conversation.reply; refusals are said in words. */
export function ReplyBox({ threadId, resolved }: { threadId: string; resolved: boolean }) {
  const t = useTranslate();
  const engine = useEngine();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);

  const upload = async (list: FileList | null) => {
    if (list === null || list.length === 0) return;
    setBusy(true);
    try {
      const done = await Promise.all([...list].map((file) => engine.uploadFile(file)));
      setFiles((current) => [...current, ...done]);
      setProblem([]);
    } catch (error) {
      setProblem([refusalId(error)]);
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    if (text.trim() === '') {
      setProblem(['conversation.reply.empty']);
      return;
    }
    setBusy(true);
    try {
      await engine.send('act/conversation.reply', { thread: threadId, body: text, attachments: files.map((file) => file.id) });
      setText('');
      setFiles([]);
      setProblem([]);
    } catch (error) {
      const fields = fieldErrorIds(error);
      setProblem(fields.length > 0 ? fields : [refusalId(error)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="vgn-cnv-reply" data-testid="cnv-reply-box">
      {resolved ? <p className="vgn-cnv-muted">{t('conversation.reply.resolved')}</p> : null}
      <TextArea
        fill
        autoResize
        value={text}
        placeholder={t('conversation.reply.placeholder')}
        aria-label={t('conversation.reply.placeholder')}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="cnv-reply-text"
      />
      <div className="vgn-cnv-reply-actions">
        <FileInput text={t('types.Message.fields.attachments')} inputProps={{ multiple: true, 'aria-label': t('types.Message.fields.attachments') }} onInputChange={(event) => void upload(event.currentTarget.files)} disabled={busy} />
        {files.map((file) => (
          <Tag key={file.id} icon="paperclip" onRemove={() => setFiles((current) => current.filter((f) => f.id !== file.id))}>
            {file.label}
          </Tag>
        ))}
        <Button intent="primary" icon="send-message" loading={busy} onClick={() => void send()} data-testid="cnv-reply-send">
          {t('conversation.reply.send')}
        </Button>
      </div>
      {problem.length > 0 ? (
        <Callout intent="danger" data-testid="cnv-reply-error">
          {problem.map((id) => t(id)).join(' ')}
        </Callout>
      ) : null}
    </div>
  );
}
