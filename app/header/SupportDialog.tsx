import { AnchorButton, Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface SupportDialogProps {
  isOpen: boolean;
  onClose: () => void;
  name: string;
  email: string;
  /** Where requests go; the mail program opens with the request filled in. */
  supportAddress: string;
}

/**
 * The support request. The product's external help widget is not part of the platform, so the
 * request opens the user's mail program addressed to support, with their {name} and {email} in it.
 */
export function SupportDialog({ isOpen, onClose, name, email, supportAddress }: SupportDialogProps) {
  const intl = useIntl();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const body = `${message}\n\n--\n${name} <${email}>\n${typeof window === 'undefined' ? '' : window.location.href}`;
  const href = `mailto:${supportAddress}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage({ id: 'shell.help.support' })} icon="help" style={{ maxWidth: 800 }}>
      <DialogBody>
        <FormGroup label={intl.formatMessage({ id: 'shell.support.subject' })} labelFor="vgn-support-subject">
          <InputGroup id="vgn-support-subject" value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'shell.support.message' })} labelFor="vgn-support-message">
          <TextArea id="vgn-support-message" fill rows={6} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
        </FormGroup>
        <p className="bp6-text-muted">
          <FormattedMessage id="shell.support.from" values={{ name, email }} />
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>
              <FormattedMessage id="app.cancel" />
            </Button>
            <AnchorButton intent="primary" href={href} disabled={message.trim() === ''} onClick={onClose}>
              <FormattedMessage id="shell.support.send" />
            </AnchorButton>
          </>
        }
      />
    </Dialog>
  );
}
