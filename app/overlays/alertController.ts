import type { Alert } from './alertTypes';
import { ALERT_RESTART_MS, alertTimeout } from './alertTypes';

function sameAlert(a: Alert, b: Alert): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The one alert on screen. A new alert while one shows hides it and shows the new one after
 * 200 ms, so the user sees that the message changed; alerts that arrive during that pause replace
 * each other (the newest wins); the shown alert once more only restarts its time. Each alert hides
 * after its timeout, ERROR alerts only when dismissed.
 */
export class AlertController {
  private shown: Alert | undefined;
  private pending: Alert | undefined;
  private restartTimer: unknown;
  private hideTimer: unknown;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly timers: Timers = browserTimers) {}

  get current(): Alert | undefined {
    return this.shown;
  }

  show(alert: Alert): void {
    // The same message again (an item updated on the server several times in a row) stays up and
    // counts its time from now, rather than blinking off and on.
    if (this.shown !== undefined && this.pending === undefined && sameAlert(this.shown, alert)) {
      this.clearHide();
      this.display(this.shown);
      return;
    }
    if (this.shown === undefined && this.pending === undefined) {
      this.display(alert);
      return;
    }
    this.pending = alert;
    if (this.shown !== undefined) {
      this.clearHide();
      this.shown = undefined;
      this.emit();
    }
    if (this.restartTimer === undefined) {
      this.restartTimer = this.timers.setTimeout(() => {
        this.restartTimer = undefined;
        const next = this.pending;
        this.pending = undefined;
        if (next) this.display(next);
      }, ALERT_RESTART_MS);
    }
  }

  dismiss(): void {
    if (this.shown === undefined) return;
    this.clearHide();
    this.shown = undefined;
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private display(alert: Alert): void {
    this.shown = alert;
    const timeout = alertTimeout(alert);
    if (timeout !== undefined) {
      this.hideTimer = this.timers.setTimeout(() => {
        this.hideTimer = undefined;
        if (this.shown === alert) this.dismiss();
      }, timeout);
    }
    this.emit();
  }

  private clearHide(): void {
    if (this.hideTimer !== undefined) this.timers.clearTimeout(this.hideTimer);
    this.hideTimer = undefined;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
