import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { SystemAlert } from './systemAlerts';

/** Modal system alerts: one dialog at a time, the user must dismiss it. */
export function SystemAlertModal({ alert, onDismiss }: { alert: SystemAlert | undefined; onDismiss: (id: string) => void }) {
  if (!alert) return null;
  return (
    <Dialog isOpen title={alert.title} icon="warning-sign" isCloseButtonShown={false} canEscapeKeyClose={false} canOutsideClickClose={false}>
      <DialogBody>
        <p className="vgn-system-alert-message">{alert.message}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <Button intent="primary" onClick={() => onDismiss(alert.id)}>
            <FormattedMessage id="shell.systemAlerts.dismiss" />
          </Button>
        }
      />
    </Dialog>
  );
}

/** Non-modal system alerts: a panel 432 px wide, 84 px from the top (platform spec §9). */
export function SystemAlertPanel({ alerts, onDismiss }: { alerts: readonly SystemAlert[]; onDismiss: (id: string) => void }) {
  if (alerts.length === 0) return null;
  return (
    <aside className="vgn-system-alert-panel" aria-live="polite" data-testid="system-alerts">
      {alerts.map((alert) => (
        // The callout's tint is translucent: the card under it keeps page content from showing through.
        <div key={alert.id} className="vgn-system-alert-card">
          <Callout intent="warning" icon="warning-sign" title={alert.title} className="vgn-system-alert">
            <p className="vgn-system-alert-message">{alert.message}</p>
            <Button size="small" variant="minimal" icon="cross" onClick={() => onDismiss(alert.id)}>
              <FormattedMessage id="shell.systemAlerts.dismiss" />
            </Button>
          </Callout>
        </div>
      ))}
    </aside>
  );
}
