import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { safeNext } from '../routing/routeAccess';
import { isSignedIn } from '../session/authState';
import { signIn } from '../session/signIn';
import { useSession } from '../session/useSession';
import type { ViewProps } from '../views/viewRegistry';
import { AccountCard } from './AccountCard';
import { useAccountSubmit } from './useAccountSubmit';
import { useViewTitle } from './useViewTitle';

/** Sign-in with e-mail and password; afterwards the browser goes to ?next (a local address) or home. */
export function SignInView({ cellKey }: ViewProps) {
  const intl = useIntl();
  const title = useViewTitle(cellKey, 'shell.views.sign-in', 'log-in');
  const navigate = useNavigate();
  const { search } = useLocation();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const next = safeNext(new URLSearchParams(search).get('next'));
  const { busy, error, submit } = useAccountSubmit(async () => {
    await signIn(email.trim(), password);
    await navigate(next, { replace: true });
  });

  if (isSignedIn(session)) {
    return (
      <AccountCard title={title}>
        <p>
          <FormattedMessage id="shell.account.signedInAs" values={{ name: session.user.name ?? session.user.$id }} />
        </p>
        <Button intent="primary" onClick={() => void navigate(next)}>
          <FormattedMessage id="shell.account.continue" />
        </Button>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={title}>
      <form onSubmit={submit}>
        {error !== undefined && <ErrorMessage error={error} />}
        <FormGroup label={intl.formatMessage({ id: 'shell.account.email' })} labelFor="vgn-sign-in-email">
          <InputGroup id="vgn-sign-in-email" type="email" autoComplete="username" required autoFocus value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'shell.account.password' })} labelFor="vgn-sign-in-password">
          <InputGroup
            id="vgn-sign-in-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        </FormGroup>
        <Button type="submit" intent="primary" fill loading={busy}>
          <FormattedMessage id="shell.account.signIn" />
        </Button>
      </form>
      <p className="vgn-account-links">
        <Link to="/forgot-password">
          <FormattedMessage id="shell.account.forgotPassword" />
        </Link>
        {' · '}
        <Link to="/register">
          <FormattedMessage id="shell.account.register" />
        </Link>
      </p>
    </AccountCard>
  );
}
