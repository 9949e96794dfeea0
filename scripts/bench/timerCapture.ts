import { TimerService } from '../../server/timers/timerService';

/**
 * Hands the benchmark the TimerService the in-process server starts (the plugin host keeps it to
 * itself): `start` is wrapped while the server starts, so the benchmark can stop the automatic
 * polls, time one poll (`runDue`) itself and start them again. Nothing else about it changes.
 */
export async function captureTimerService<T>(startServer: () => Promise<T>): Promise<{ started: T; timers: TimerService }> {
  const original = Object.getOwnPropertyDescriptor(TimerService.prototype, 'start');
  const captured: TimerService[] = [];
  TimerService.prototype.start = function start(this: TimerService): void {
    captured.push(this);
    original?.value.call(this);
  };
  let started: T;
  try {
    started = await startServer();
  } finally {
    if (original) Object.defineProperty(TimerService.prototype, 'start', original);
  }
  const timers = captured[0];
  if (captured.length !== 1 || timers === undefined) throw new Error(`the server started ${captured.length} timer services, expected one`);
  return { started, timers };
}
