import type { SystemAlert as SystemAlertItem } from '../../generated/types/core';

/** A system alert as the overlays show it (platform spec §3: id, title, message, modal). */
export interface SystemAlert extends Pick<SystemAlertItem, 'title' | 'message' | 'active' | 'from' | 'until'> {
  id: SystemAlertItem['$id'];
  /** SystemAlert.modal, absent meaning a panel alert. */
  modal: boolean;
}

/** Reads a SystemAlert item (core plugin type) into the overlay's shape; undefined if it is not one. */
export function systemAlertOf(item: unknown): SystemAlert | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const r = item as Record<string, unknown>;
  if (typeof r.$id !== 'string' || typeof r.title !== 'string' || typeof r.message !== 'string') return undefined;
  const alert: SystemAlert = { id: r.$id, title: r.title, message: r.message, modal: r.modal === true };
  if (typeof r.active === 'boolean') alert.active = r.active;
  if (typeof r.from === 'string') alert.from = r.from;
  if (typeof r.until === 'string') alert.until = r.until;
  return alert;
}

/** Alerts to show now: active, inside their from/until window, and not dismissed by this browser. */
export function alertsToShow(alerts: readonly SystemAlert[], now: Date, dismissed: readonly string[]): { modal: SystemAlert[]; panel: SystemAlert[] } {
  const time = now.getTime();
  const live = alerts.filter(
    (a) =>
      a.active !== false &&
      !dismissed.includes(a.id) &&
      (a.from === undefined || Date.parse(a.from) <= time) &&
      (a.until === undefined || Date.parse(a.until) > time),
  );
  return { modal: live.filter((a) => a.modal), panel: live.filter((a) => !a.modal) };
}

/** Whether any alert is live (the notifications menu then offers its system-alerts entry). */
export function hasLiveAlerts(alerts: readonly SystemAlert[], now: Date): boolean {
  const { modal, panel } = alertsToShow(alerts, now, []);
  return modal.length + panel.length > 0;
}
