import { Callout } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';

/** "We sent a link to …": the account screens' answer once the server has mailed (message id, with {email}). */
export function MailSentNotice({ message, email }: { message: string; email: string }) {
  return (
    <Callout intent="success" icon="envelope">
      <FormattedMessage id={message} values={{ email }} />
    </Callout>
  );
}
