import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { postAccount } from './accountCalls';
import { AccountCard } from './AccountCard';
import { SignInLink } from './SignInLink';

/** /confirm-email?token=...: confirms the address of a new account once, then offers sign-in. */
export function ConfirmEmailView() {
  const intl = useIntl();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [state, setState] = useState<{ kind: 'running' } | { kind: 'done' } | { kind: 'failed'; error: unknown }>(
    token === '' ? { kind: 'failed', error: { userMessage: 'invalidToken' } } : { kind: 'running' },
  );

  useEffect(() => {
    if (token === '') return undefined;
    let current = true;
    postAccount('/api/confirm-email', { token })
      .then(() => current && setState({ kind: 'done' }))
      .catch((error: unknown) => current && setState({ kind: 'failed', error }));
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AccountCard title={intl.formatMessage({ id: 'shell.views.confirm-email' })}>
      {state.kind === 'running' && <Spinner />}
      {state.kind === 'failed' && <ErrorMessage error={state.error} />}
      {state.kind === 'done' && (
        <Callout intent="success" icon="tick-circle">
          <FormattedMessage id="shell.account.emailConfirmed" />
        </Callout>
      )}
      <SignInLink message="shell.account.signIn" />
    </AccountCard>
  );
}
