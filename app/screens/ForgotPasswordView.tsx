import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorMessage } from '../overlays/ErrorMessage';
import type { ViewProps } from '../views/viewRegistry';
import { emailProblem, postAccount } from './accountCalls';
import { AccountCard } from './AccountCard';
import { MailSentNotice } from './MailSentNotice';
import { SignInLink } from './SignInLink';
import { useAccountSubmit } from './useAccountSubmit';
import { useViewTitle } from './useViewTitle';

/** Asks for a set-password link; the answer never tells whether the address has an account. */
export function ForgotPasswordView({ cellKey }: ViewProps) {
  const intl = useIntl();
  const title = useViewTitle(cellKey, 'shell.views.forgot-password', 'key');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, submit } = useAccountSubmit(
    async () => {
      await postAccount('/api/forgot-password', { email: email.trim() });
      setSent(true);
    },
    () => emailProblem(email),
  );

  return (
    <AccountCard title={title}>
      {sent ? (
        <MailSentNotice message="shell.account.resetSent" email={email.trim()} />
      ) : (
        <form onSubmit={submit}>
          {error !== undefined && <ErrorMessage error={error} />}
          <p>
            <FormattedMessage id="shell.account.forgotIntro" />
          </p>
          <FormGroup label={intl.formatMessage({ id: 'shell.account.email' })} labelFor="vgn-forgot-email">
            <InputGroup id="vgn-forgot-email" type="email" autoComplete="email" required autoFocus value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          </FormGroup>
          <Button type="submit" intent="primary" fill loading={busy}>
            <FormattedMessage id="shell.account.sendLink" />
          </Button>
        </form>
      )}
      <SignInLink message="shell.account.backToSignIn" />
    </AccountCard>
  );
}
