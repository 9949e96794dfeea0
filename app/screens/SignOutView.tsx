import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { signOut } from '../session/sessionRuntime';
import { AccountCard } from './AccountCard';
import { SignInLink } from './SignInLink';

/** /sign-out: signs out of the socket (waiting up to the socket timeout) and confirms it. */
export function SignOutView() {
  const intl = useIntl();
  const [done, setDone] = useState(false);
  // Development mode mounts effects twice: sign out once.
  const started = useRef(false);
  useEffect(() => {
    let current = true;
    if (started.current) return undefined;
    started.current = true;
    signOut()
      .catch((error: unknown) => console.warn('Signing out did not finish cleanly.', error))
      .finally(() => current && setDone(true));
    return () => {
      current = false;
    };
  }, []);
  return (
    <AccountCard title={intl.formatMessage({ id: 'shell.views.sign-out' })}>
      {done ? (
        <Callout intent="success" icon="log-out">
          <FormattedMessage id="shell.account.signedOut" />
        </Callout>
      ) : (
        <Spinner />
      )}
      <SignInLink message="shell.account.signInAgain" />
    </AccountCard>
  );
}
