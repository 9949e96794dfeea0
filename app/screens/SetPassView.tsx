import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { signInWith } from '../session/signIn';
import { passwordProblem } from './accountCalls';
import { AccountCard } from './AccountCard';
import { NewPasswordFields } from './NewPasswordFields';
import { useAccountSubmit } from './useAccountSubmit';

/** /set-pass?token=...: the mailed link; a new password signs the user in (POST /api/set-pass). */
export function SetPassView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, error, submit } = useAccountSubmit(
    async () => {
      await signInWith('/api/set-pass', { token, password });
      await navigate('/', { replace: true });
    },
    () => passwordProblem(password, repeat),
    token === '' ? { userMessage: 'invalidToken' } : undefined,
  );

  return (
    <AccountCard title={intl.formatMessage({ id: 'shell.views.set-pass' })}>
      <form onSubmit={submit}>
        {error !== undefined && <ErrorMessage error={error} />}
        <NewPasswordFields idPrefix="vgn-set-pass" label="shell.account.newPassword" password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} autoFocus />
        <Button type="submit" intent="primary" fill loading={busy} disabled={token === ''}>
          <FormattedMessage id="shell.account.savePassword" />
        </Button>
      </form>
    </AccountCard>
  );
}
