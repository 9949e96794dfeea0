import { Callout, Card, Icon, Spinner } from '@blueprintjs/core';
import { dateTimeText } from '../../../engine/react/cells/temporalCells';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemPanelProps } from '../../../engine/react/plugin/itemPanels';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { useItemLabel } from '../../../engine/react/services/hooks';
import { ReplyBox } from './ReplyBox';
import { useMayReply } from './useMayReply';
import { useThreadMessages } from './useThreadMessages';
import './conversation.css';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function AttachmentLink({ id }: { id: string }) {
  const engine = useEngine();
  const label = useItemLabel(id);
  return (
    <a className="vgn-cnv-file" href={engine.attachmentHref(id)} target="_blank" rel="noreferrer" data-testid="cnv-attachment">
      <Icon icon="paperclip" size={12} /> {label}
    </a>
  );
}

interface BubbleProps {
  person: string;
  personLabel?: string;
  at: string;
  body: string;
  attachments: readonly string[];
  action: string;
  testId: string;
}

/** One message: who, when, the text as written (line breaks kept) and its files. */
function MessageBubble({ person, personLabel, at, body, attachments, action, testId }: BubbleProps) {
  const { locale } = useEngine();
  const name = useItemLabel(person, personLabel);
  return (
    <Card className="vgn-cnv-message" data-testid={testId}>
      <div className="vgn-cnv-message-head">
        <strong>{name}</strong> <span className="vgn-cnv-muted">{action}</span>
        <span className="vgn-cnv-muted vgn-cnv-when">{dateTimeText(at, locale)}</span>
      </div>
      <div className="vgn-cnv-body">{body}</div>
      {attachments.length > 0 ? (
        <div className="vgn-cnv-files">
          {attachments.map((id) => (
            <AttachmentLink key={id} id={id} />
          ))}
        </div>
      ) : null}
    </Card>
  );
}

/**
 * Below a thread's fields: the opening message and every reply in order, each with its author and
 * files, then the reply box for those who may reply (others read why not). The list follows the thread live (see useThreadMessages).
 */
export function ThreadMessagesPanel({ id, item, u }: ItemPanelProps) {
  const t = useTranslate();
  const state = useThreadMessages(id, u);
  const access = useMayReply(id, u);
  const created = typeof item._c === 'object' && item._c !== null ? (item._c as Record<string, unknown>) : {};
  return (
    <section className="vgn-cnv-panel" aria-label={t('conversation.messages.title')} data-testid="cnv-messages">
      <h3 className="vgn-cnv-title">{t('conversation.messages.title')}</h3>
      <MessageBubble
        person={typeof created.by === 'string' ? created.by : ''}
        at={typeof created.ts === 'string' ? created.ts : ''}
        body={typeof item.body === 'string' ? item.body : ''}
        attachments={strings(item.attachments)}
        action={t('conversation.messages.opening')}
        testId="cnv-opening"
      />
      {state.status === 'loading' ? <Spinner size={20} aria-label={t('conversation.messages.loading')} /> : null}
      {state.status === 'failed' ? <Callout intent="danger">{t('conversation.messages.failed')}</Callout> : null}
      {state.status === 'ready' && state.messages.length === 0 ? <p className="vgn-cnv-muted">{t('conversation.messages.none')}</p> : null}
      {state.status === 'ready'
        ? state.messages.map((message) => (
            <MessageBubble key={message.id} person={message.author ?? message.by} {...(message.authorLabel === undefined ? {} : { personLabel: message.authorLabel })} at={message.at} body={message.body} attachments={message.attachments} action={t('conversation.messages.replied')} testId="cnv-reply" />
          ))
        : null}
      {access.status === 'allowed' ? <ReplyBox threadId={id} resolved={item.resolved === true} /> : null}
      {access.status === 'refused' ? (
        <Callout icon="eye-open" className="vgn-cnv-read-only" data-testid="cnv-read-only">
          {t(access.refusal)}
        </Callout>
      ) : null}
    </section>
  );
}
