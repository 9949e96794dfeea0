import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RetryCountdown } from './retryCountdown';

function setup() {
  const ticks: (number | null)[] = [];
  const fire = vi.fn();
  return { countdown: new RetryCountdown({ onTick: (s) => ticks.push(s), fire }), ticks, fire };
}

describe('RetryCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down and fires when the delay is over', () => {
    const { countdown, ticks, fire } = setup();
    countdown.start(3_500);
    expect(ticks).toEqual([4]);
    vi.advanceTimersByTime(500);
    expect(ticks).toEqual([4, 3]);
    vi.advanceTimersByTime(2_000);
    expect(ticks).toEqual([4, 3, 2, 1]);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(ticks).toEqual([4, 3, 2, 1, null]);
    expect(countdown.running).toBe(false);
  });

  it('retryNow fires at once and clears the countdown', () => {
    const { countdown, ticks, fire } = setup();
    countdown.start(10_000);
    vi.advanceTimersByTime(2_000);
    countdown.retryNow();
    expect(fire).toHaveBeenCalledTimes(1);
    expect(ticks.at(-1)).toBeNull();
    vi.advanceTimersByTime(20_000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('retryNow does nothing when no attempt is scheduled', () => {
    const { countdown, fire } = setup();
    countdown.retryNow();
    expect(fire).not.toHaveBeenCalled();
  });

  it('cancel stops without firing', () => {
    const { countdown, ticks, fire } = setup();
    countdown.start(2_000);
    countdown.cancel();
    vi.advanceTimersByTime(5_000);
    expect(fire).not.toHaveBeenCalled();
    expect(ticks).toEqual([2, null]);
  });

  it('a zero delay fires on the next timer turn', () => {
    const { countdown, fire } = setup();
    countdown.start(0);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fire).toHaveBeenCalledTimes(1);
  });
});
