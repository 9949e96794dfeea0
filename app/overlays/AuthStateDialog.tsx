import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuthDialogKind } from './authDialog';
import { authDialogAction } from './authDialog';

export interface AuthStateDialogProps {
  kind: AuthDialogKind | undefined;
  /** When the token runs out (TOKEN_WARNING), if the server said. */
  expiresAt?: Date;
  onRefreshToken: () => void;
  onClearUser: () => void;
}

/**
 * The auth-state dialog (platform spec §4): on TOKEN_WARNING its button refreshes the token, on
 * OTHER_TAB_SIGNOUT and TOKEN_EXPIRY it clears the user so they can sign in again. Texts are the
 * session's (app/messages/net.en.json: session.dialog.{state}.title/body).
 */
export function AuthStateDialog({ kind, expiresAt, onRefreshToken, onClearUser }: AuthStateDialogProps) {
  const intl = useIntl();
  if (!kind) return null;
  const action = authDialogAction(kind);
  return (
    <Dialog
      isOpen
      title={intl.formatMessage({ id: `session.dialog.${kind}.title` })}
      icon="lock"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>
          <FormattedMessage id={`session.dialog.${kind}.body`} values={{ expiresAt: expiresAt ?? new Date() }} />
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          action === 'refreshToken' ? (
            <Button intent="primary" onClick={onRefreshToken}>
              <FormattedMessage id="session.refreshToken" />
            </Button>
          ) : (
            <Button intent="primary" onClick={onClearUser}>
              <FormattedMessage id="session.signInAgain" />
            </Button>
          )
        }
      />
    </Dialog>
  );
}
