import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HealthMonitor, type Health } from './healthMonitor';

function setup() {
  const changes: Health[] = [];
  const hooks = { sendPing: vi.fn(), closeSilentSocket: vi.fn(), onChange: (h: Health) => changes.push(h) };
  return { monitor: new HealthMonitor(hooks), hooks, changes };
}

describe('HealthMonitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings after 30 s of silence (WAIT) and closes after a further 45 s (BAD)', () => {
    const { monitor, hooks, changes } = setup();
    monitor.activity();
    vi.advanceTimersByTime(29_999);
    expect(hooks.sendPing).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hooks.sendPing).toHaveBeenCalledTimes(1);
    expect(monitor.health).toBe('WAIT');
    vi.advanceTimersByTime(44_999);
    expect(hooks.closeSilentSocket).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hooks.closeSilentSocket).toHaveBeenCalledTimes(1);
    expect(monitor.health).toBe('BAD');
    expect(changes).toEqual(['WAIT', 'BAD']);
  });

  it('any message while waiting resets to GOOD and restarts the silence clock', () => {
    const { monitor, hooks, changes } = setup();
    monitor.activity();
    vi.advanceTimersByTime(30_000);
    vi.advanceTimersByTime(20_000);
    monitor.activity();
    expect(monitor.health).toBe('GOOD');
    vi.advanceTimersByTime(29_999);
    expect(hooks.sendPing).toHaveBeenCalledTimes(1);
    expect(hooks.closeSilentSocket).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hooks.sendPing).toHaveBeenCalledTimes(2);
    expect(changes).toEqual(['WAIT', 'GOOD', 'WAIT']);
  });

  it('regular traffic never pings', () => {
    const { monitor, hooks } = setup();
    for (let i = 0; i < 10; i++) {
      monitor.activity();
      vi.advanceTimersByTime(25_000);
    }
    expect(hooks.sendPing).not.toHaveBeenCalled();
    expect(monitor.health).toBe('GOOD');
  });

  it('stop() cancels the timers and shows the given health', () => {
    const { monitor, hooks, changes } = setup();
    monitor.activity();
    monitor.stop('BAD');
    vi.advanceTimersByTime(200_000);
    expect(hooks.sendPing).not.toHaveBeenCalled();
    expect(changes).toEqual(['BAD']);
    monitor.activity();
    expect(changes).toEqual(['BAD', 'GOOD']);
  });
});
