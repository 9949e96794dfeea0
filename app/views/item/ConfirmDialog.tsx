import { Alert } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PendingQuestion } from './confirmGate';

/** The dialog of a pending question (app.areYouSure with the given message, app.discard / app.cancel). */
export function ConfirmDialog({ question }: { question: PendingQuestion | undefined }) {
  const intl = useIntl();
  return (
    <Alert
      isOpen={question !== undefined}
      intent="warning"
      icon="warning-sign"
      confirmButtonText={intl.formatMessage({ id: 'app.discard' })}
      cancelButtonText={intl.formatMessage({ id: 'app.cancel' })}
      onConfirm={() => question?.answer(true)}
      onCancel={() => question?.answer(false)}
    >
      <p>
        <strong>
          <FormattedMessage id="app.areYouSure" />
        </strong>
      </p>
      {question ? <FormattedMessage id={question.messageId} /> : null}
    </Alert>
  );
}
