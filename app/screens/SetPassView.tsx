import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { signInWith } from '../session/signIn';
import { passwordProblem } from './accountCalls';
import { AccountCard } from './AccountCard';

/** /set-pass?token=...: the mailed link; a new password signs the user in (POST /api/set-pass). */
export function SetPassView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(token === '' ? { userMessage: 'invalidToken' } : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, repeat);
    if (problem !== undefined) {
      setError({ userMessage: problem });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await signInWith('/api/set-pass', { token, password });
      await navigate('/', { replace: true });
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <AccountCard title={intl.formatMessage({ id: 'shell.views.set-pass' })}>
      <form onSubmit={(e) => void submit(e)}>
        {error !== undefined && <ErrorMessage error={error} />}
        <FormGroup
          label={intl.formatMessage({ id: 'shell.account.newPassword' })}
          labelFor="vgn-set-pass-password"
          helperText={intl.formatMessage({ id: 'shell.account.passwordHint' })}
        >
          <InputGroup id="vgn-set-pass-password" type="password" autoComplete="new-password" required autoFocus value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'shell.account.repeatPassword' })} labelFor="vgn-set-pass-repeat">
          <InputGroup id="vgn-set-pass-repeat" type="password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} />
        </FormGroup>
        <Button type="submit" intent="primary" fill loading={busy} disabled={token === ''}>
          <FormattedMessage id="shell.account.savePassword" />
        </Button>
      </form>
    </AccountCard>
  );
}
