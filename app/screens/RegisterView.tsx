import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorMessage } from '../overlays/ErrorMessage';
import type { ViewProps } from '../views/viewRegistry';
import { emailProblem, passwordProblem, postAccount } from './accountCalls';
import { AccountCard } from './AccountCard';
import { MailSentNotice } from './MailSentNotice';
import { NewPasswordFields } from './NewPasswordFields';
import { SignInLink } from './SignInLink';
import { useAccountSubmit } from './useAccountSubmit';
import { useViewTitle } from './useViewTitle';

/** Registration: name, e-mail and password; the server mails a confirmation link (/confirm-email). */
export function RegisterView({ cellKey }: ViewProps) {
  const intl = useIntl();
  const title = useViewTitle(cellKey, 'shell.views.register', 'new-person');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, submit } = useAccountSubmit(
    async () => {
      await postAccount('/api/register', { name: name.trim(), email: email.trim(), password });
      setDone(true);
    },
    () => emailProblem(email) ?? passwordProblem(password, repeat),
  );

  if (done) {
    return (
      <AccountCard title={title}>
        <MailSentNotice message="shell.account.registered" email={email.trim()} />
      </AccountCard>
    );
  }

  return (
    <AccountCard title={title}>
      <form onSubmit={submit}>
        {error !== undefined && <ErrorMessage error={error} />}
        <FormGroup label={intl.formatMessage({ id: 'shell.account.name' })} labelFor="vgn-register-name">
          <InputGroup id="vgn-register-name" autoComplete="name" required autoFocus value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'shell.account.email' })} labelFor="vgn-register-email">
          <InputGroup id="vgn-register-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        </FormGroup>
        <NewPasswordFields idPrefix="vgn-register" label="shell.account.password" password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
        <Button type="submit" intent="primary" fill loading={busy}>
          <FormattedMessage id="shell.account.register" />
        </Button>
      </form>
      <SignInLink message="shell.account.haveAccount" />
    </AccountCard>
  );
}
