/** Kinds of snackbar alerts (platform spec §4 "Alerts"). */
export type AlertType = 'INFO' | 'ERROR' | 'SUCCESS' | 'WARNING';

export interface Alert {
  type: AlertType;
  /** Message id (or, for server texts without an id, the text itself). */
  message: string;
  values?: Record<string, string | number>;
  /** Technical detail the user can expand (server sysMessage). */
  sysMessage?: string;
  /** Milliseconds on screen; ERROR alerts stay until dismissed whatever this says. */
  timeoutMs?: number;
}

/** Platform spec §9: alert display 6000 ms, restart delay 200 ms. */
export const ALERT_DISPLAY_MS = 6000;
export const ALERT_RESTART_MS = 200;

/** ERROR and WARNING show at the top of the page, the others at the bottom (platform spec §8). */
export function alertPosition(type: AlertType): 'top' | 'bottom' {
  return type === 'ERROR' || type === 'WARNING' ? 'top' : 'bottom';
}

/** How long an alert stays; undefined means until dismissed (every ERROR). */
export function alertTimeout(alert: Alert): number | undefined {
  if (alert.type === 'ERROR') return undefined;
  return alert.timeoutMs ?? ALERT_DISPLAY_MS;
}
