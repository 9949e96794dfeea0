import { describe, expect, it } from 'vitest';
import { ApiError } from '../net/apiContract';
import { AlertController } from './alertController';
import type { Timers } from './alertController';
import { alertPosition, alertTimeout } from './alertTypes';
import { errorPresentation } from './errorPresentation';

/** Manual clock: timers fire only when the test advances it. */
function manualTimers(): Timers & { advance(ms: number): void } {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout(fn, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at <= now && pending.has(id)) {
          pending.delete(id);
          timer.fn();
        }
      }
    },
  };
}

describe('AlertController', () => {
  it('keeps the shown alert up when the same one comes again, counting its time from then', () => {
    const timers = manualTimers();
    const controller = new AlertController(timers);
    const seen: (string | undefined)[] = [];
    controller.subscribe(() => seen.push(controller.current?.message));
    controller.show({ type: 'INFO', message: 'app.serverUpdated' });
    timers.advance(4000);
    controller.show({ type: 'INFO', message: 'app.serverUpdated' });
    expect(seen).not.toContain(undefined);
    timers.advance(5999);
    expect(controller.current?.message).toBe('app.serverUpdated');
    timers.advance(1);
    expect(controller.current).toBeUndefined();
  });

  it('shows an alert for 6000 ms by default', () => {
    const timers = manualTimers();
    const controller = new AlertController(timers);
    controller.show({ type: 'INFO', message: 'app.saved' });
    timers.advance(5999);
    expect(controller.current?.message).toBe('app.saved');
    timers.advance(1);
    expect(controller.current).toBeUndefined();
  });

  it('keeps ERROR alerts until dismissed', () => {
    const timers = manualTimers();
    const controller = new AlertController(timers);
    controller.show({ type: 'ERROR', message: 'errors.generalFailure', timeoutMs: 10 });
    timers.advance(60000);
    expect(controller.current?.type).toBe('ERROR');
    controller.dismiss();
    expect(controller.current).toBeUndefined();
  });

  it('restarts the display 200 ms after a new alert arrives, newest first', () => {
    const timers = manualTimers();
    const controller = new AlertController(timers);
    controller.show({ type: 'INFO', message: 'one' });
    controller.show({ type: 'SUCCESS', message: 'two' });
    expect(controller.current).toBeUndefined();
    controller.show({ type: 'WARNING', message: 'three' });
    timers.advance(199);
    expect(controller.current).toBeUndefined();
    timers.advance(1);
    expect(controller.current?.message).toBe('three');
    // The first alert's hide timer must not hide the newer one.
    timers.advance(5900);
    expect(controller.current?.message).toBe('three');
  });

  it('notifies subscribers of every change', () => {
    const timers = manualTimers();
    const controller = new AlertController(timers);
    let calls = 0;
    controller.subscribe(() => calls++);
    controller.show({ type: 'INFO', message: 'x', timeoutMs: 100 });
    timers.advance(100);
    expect(calls).toBe(2);
  });
});

describe('alert placement', () => {
  it('puts ERROR and WARNING at the top and gives ERROR no timeout', () => {
    expect(alertPosition('ERROR')).toBe('top');
    expect(alertPosition('WARNING')).toBe('top');
    expect(alertPosition('SUCCESS')).toBe('bottom');
    expect(alertTimeout({ type: 'ERROR', message: 'x' })).toBeUndefined();
    expect(alertTimeout({ type: 'INFO', message: 'x' })).toBe(6000);
    expect(alertTimeout({ type: 'WARNING', message: 'x', timeoutMs: 100 })).toBe(100);
  });
});

describe('errorPresentation', () => {
  it('shows server errors as errors.{userMessage} with their system message', () => {
    expect(errorPresentation(new ApiError('notAllowed', 'User-3 may not read Organization-4'))).toEqual({
      messageId: 'errors.notAllowed',
      sysMessage: 'User-3 may not read Organization-4',
    });
    expect(errorPresentation({ errorKey: 'notFound', errorSys: 'no row' })).toEqual({ messageId: 'errors.notFound', sysMessage: 'no row' });
    expect(errorPresentation({ o: 'read/X-1', b: { userMessage: 'notFound' } })).toEqual({ messageId: 'errors.notFound' });
  });

  it('does not prefix message ids twice', () => {
    expect(errorPresentation(new ApiError('errors.wsMsgTimeout')).messageId).toBe('errors.wsMsgTimeout');
  });

  it('recognises network errors and falls back to error.notCaught', () => {
    expect(errorPresentation(new Error('Network Error'))).toEqual({ messageId: 'errors.networkError' });
    expect(errorPresentation(new TypeError('x is undefined'))).toEqual({ messageId: 'error.notCaught', sysMessage: 'x is undefined' });
    expect(errorPresentation(42)).toEqual({ messageId: 'error.notCaught' });
  });
});
