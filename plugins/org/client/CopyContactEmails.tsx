import { Button, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemToolbarProps } from '../../../engine/react/plugin/viewContracts';
import { useEngine } from '../../../engine/react/services/EngineContext';

type CopyState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'copied'; count: number } | { kind: 'failed'; messageId: string };

function isRecipientsReply(value: unknown): value is { recipients: string[] } {
  return typeof value === 'object' && value !== null && 'recipients' in value && Array.isArray(value.recipients) && value.recipients.every((r) => typeof r === 'string');
}

/**
 * Toolbar control of an organization's page: copies the e-mail addresses of its contacts (those
 * the user may read) to the clipboard, ready for a mail program's "To" field.
 */
export function CopyContactEmails({ id }: ItemToolbarProps) {
  const t = useTranslate();
  const engine = useEngine();
  const [state, setState] = useState<CopyState>({ kind: 'idle' });

  const copy = async (): Promise<void> => {
    setState({ kind: 'busy' });
    try {
      const reply = await engine.send(`act/orgContactEmails/${id}`);
      if (!isRecipientsReply(reply)) throw new Error('errors.emptyResponse');
      await navigator.clipboard.writeText(reply.recipients.join(', '));
      setState({ kind: 'copied', count: reply.recipients.length });
    } catch (error) {
      setState({ kind: 'failed', messageId: error instanceof Error && error.message.includes('.') ? error.message : 'org.copyEmails.failed' });
    }
  };

  const tip =
    state.kind === 'copied'
      ? t('org.copyEmails.copied', { count: state.count })
      : state.kind === 'failed'
        ? t(state.messageId)
        : t('org.copyEmails.tip');
  return (
    <Tooltip content={tip} isOpen={state.kind === 'copied' || state.kind === 'failed' ? true : undefined} placement="bottom">
      <Button variant="minimal" icon="envelope" aria-label={t('org.copyEmails.tip')} data-testid="org-copy-emails" data-state={state.kind} loading={state.kind === 'busy'} onClick={() => void copy()} />
    </Tooltip>
  );
}
