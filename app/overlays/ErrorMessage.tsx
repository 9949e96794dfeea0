import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorPresentation } from './errorPresentation';
import { SysMsgDialog } from './SysMsgDialog';

/** Translates a message id, or shows the text itself when it is no known id (a plain server text). */
export function useMessageText(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => (Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }, values) : id);
}

/**
 * An error where it happened (platform spec §8): a warning box with errors.{userMessage}, and a
 * button that opens the system message in a dialog when the server sent one.
 */
export function ErrorMessage({ error, title }: { error: unknown; title?: string }) {
  const [open, setOpen] = useState(false);
  const text = useMessageText();
  const { messageId, sysMessage, values } = errorPresentation(error);
  return (
    <Callout intent="warning" icon="warning-sign" title={title} className="vgn-error-message">
      <span>{text(messageId, values)}</span>
      {sysMessage !== undefined && (
        <>
          {' '}
          <Button size="small" variant="minimal" icon="info-sign" onClick={() => setOpen(true)}>
            <FormattedMessage id="shell.error.details" />
          </Button>
          <SysMsgDialog sysMessage={sysMessage} isOpen={open} onClose={() => setOpen(false)} />
        </>
      )}
    </Callout>
  );
}
