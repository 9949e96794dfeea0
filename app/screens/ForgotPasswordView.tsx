import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorMessage } from '../overlays/ErrorMessage';
import type { ViewProps } from '../views/viewRegistry';
import { emailProblem, postAccount } from './accountCalls';
import { AccountCard } from './AccountCard';
import { useViewTitle } from './useViewTitle';

/** Asks for a set-password link; the answer never tells whether the address has an account. */
export function ForgotPasswordView({ cellKey }: ViewProps) {
  const intl = useIntl();
  const title = useViewTitle(cellKey, 'shell.views.forgot-password', 'key');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem !== undefined) {
      setError({ userMessage: problem });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await postAccount('/api/forgot-password', { email: email.trim() });
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard title={title}>
      {sent ? (
        <Callout intent="success" icon="envelope">
          <FormattedMessage id="shell.account.resetSent" values={{ email: email.trim() }} />
        </Callout>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
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
      <p className="vgn-account-links">
        <Link to="/sign-in">
          <FormattedMessage id="shell.account.backToSignIn" />
        </Link>
      </p>
    </AccountCard>
  );
}
