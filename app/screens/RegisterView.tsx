import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorMessage } from '../overlays/ErrorMessage';
import type { ViewProps } from '../views/viewRegistry';
import { emailProblem, passwordProblem, postAccount } from './accountCalls';
import { AccountCard } from './AccountCard';
import { useViewTitle } from './useViewTitle';

/** Registration: name, e-mail and password; the server mails a confirmation link (/confirm-email). */
export function RegisterView({ cellKey }: ViewProps) {
  const intl = useIntl();
  const title = useViewTitle(cellKey, 'shell.views.register', 'new-person');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email) ?? passwordProblem(password, repeat);
    if (problem !== undefined) {
      setError({ userMessage: problem });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await postAccount('/api/register', { name: name.trim(), email: email.trim(), password });
      setDone(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AccountCard title={title}>
        <Callout intent="success" icon="envelope">
          <FormattedMessage id="shell.account.registered" values={{ email: email.trim() }} />
        </Callout>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={title}>
      <form onSubmit={(e) => void submit(e)}>
        {error !== undefined && <ErrorMessage error={error} />}
        <FormGroup label={intl.formatMessage({ id: 'shell.account.name' })} labelFor="vgn-register-name">
          <InputGroup id="vgn-register-name" autoComplete="name" required autoFocus value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'shell.account.email' })} labelFor="vgn-register-email">
          <InputGroup id="vgn-register-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup
          label={intl.formatMessage({ id: 'shell.account.password' })}
          labelFor="vgn-register-password"
          helperText={intl.formatMessage({ id: 'shell.account.passwordHint' })}
        >
          <InputGroup id="vgn-register-password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'shell.account.repeatPassword' })} labelFor="vgn-register-repeat">
          <InputGroup id="vgn-register-repeat" type="password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} />
        </FormGroup>
        <Button type="submit" intent="primary" fill loading={busy}>
          <FormattedMessage id="shell.account.register" />
        </Button>
      </form>
      <p className="vgn-account-links">
        <Link to="/sign-in">
          <FormattedMessage id="shell.account.haveAccount" />
        </Link>
      </p>
    </AccountCard>
  );
}
