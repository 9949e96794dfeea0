import { Toast } from '@blueprintjs/core';
import type { Intent } from '@blueprintjs/core';
import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { AlertController } from './alertController';
import type { Alert, AlertType } from './alertTypes';
import { alertPosition } from './alertTypes';
import { useMessageText } from './ErrorMessage';
import { SysMsgDialog } from './SysMsgDialog';

const INTENT: Readonly<Record<AlertType, Intent>> = { INFO: 'primary', SUCCESS: 'success', WARNING: 'warning', ERROR: 'danger' };
const ICON = { INFO: 'info-sign', SUCCESS: 'tick-circle', WARNING: 'warning-sign', ERROR: 'error' } as const;

/** One alert as a toast; ERROR and WARNING at the top of the page, the rest at the bottom. */
export function AlertToast({ alert, onDismiss, onDetails }: { alert: Alert; onDismiss: () => void; onDetails?: (sysMessage: string) => void }) {
  const intl = useIntl();
  const text = useMessageText();
  const sysMessage = alert.sysMessage;
  return (
    <div className={`vgn-snackbar vgn-snackbar-${alertPosition(alert.type)}`}>
      <Toast
        intent={INTENT[alert.type]}
        icon={ICON[alert.type]}
        message={text(alert.message, alert.values)}
        timeout={0}
        onDismiss={onDismiss}
        {...(sysMessage !== undefined &&
          onDetails && {
            action: { text: intl.formatMessage({ id: 'shell.error.details' }), onClick: () => onDetails(sysMessage) },
          })}
      />
    </div>
  );
}

/**
 * The application's snackbar: shows the controller's current alert. The system-message dialog
 * lives here rather than in the toast, because opening it dismisses the toast.
 */
export function AlertSnackbar({ controller }: { controller: AlertController }) {
  const alert = useSyncExternalStore(controller.subscribe, () => controller.current);
  const [detail, setDetail] = useState<string | undefined>();
  return (
    <>
      {alert && <AlertToast alert={alert} onDismiss={() => controller.dismiss()} onDetails={setDetail} />}
      {detail !== undefined && <SysMsgDialog sysMessage={detail} isOpen onClose={() => setDetail(undefined)} />}
    </>
  );
}
