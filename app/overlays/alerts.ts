import { AlertController } from './alertController';
import type { Alert } from './alertTypes';
import { errorPresentation, IgnoredError } from './errorPresentation';

/** The application's snackbar; <AlertSnackbar/> renders it. */
export const alerts = new AlertController();

/** Shows an alert in the snackbar (message is a message id). */
export function showAlert(alert: Alert): void {
  alerts.show(alert);
}

/** Shows any caught error the way platform spec §8 asks: errors.{userMessage}, system detail expandable. */
export function showError(error: unknown): void {
  if (error instanceof IgnoredError) return;
  const { messageId, sysMessage, values } = errorPresentation(error);
  alerts.show({ type: 'ERROR', message: messageId, ...(sysMessage !== undefined && { sysMessage }), ...(values !== undefined && { values }) });
}
