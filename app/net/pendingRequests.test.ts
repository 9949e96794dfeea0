import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiContract';
import { PendingRequests, timeoutError } from './pendingRequests';

describe('PendingRequests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands out increasing string sequence ids', () => {
    const pending = new PendingRequests();
    expect([pending.nextSequence(), pending.nextSequence(), pending.nextSequence()]).toEqual(['1', '2', '3']);
  });

  it('resolves the request whose s the reply carries, whatever the order', async () => {
    const pending = new PendingRequests();
    const first = pending.add('1', 1000, () => undefined);
    const second = pending.add('2', 1000, () => undefined);
    expect(pending.settle({ o: 'read/Thing-2', s: '2', b: { n: 2 } })).toBe(true);
    expect(pending.settle({ o: 'read/Thing-1', s: '1', b: { n: 1 } })).toBe(true);
    await expect(first).resolves.toEqual({ n: 1 });
    await expect(second).resolves.toEqual({ n: 2 });
    expect(pending.size).toBe(0);
  });

  it('does not claim messages without s or with an unknown s (they are pushes)', () => {
    const pending = new PendingRequests();
    const request = pending.add('1', 1000, () => undefined).catch((e: unknown) => e);
    expect(pending.settle({ o: 'item/update', b: {} })).toBe(false);
    expect(pending.settle({ o: 'pong', s: '99' })).toBe(false);
    expect(pending.size).toBe(1);
    pending.rejectAll(new ApiError('networkError'));
    return expect(request).resolves.toBeInstanceOf(ApiError);
  });

  it('rejects an erred reply with the server userMessage and sysMessage', async () => {
    const pending = new PendingRequests();
    const request = pending.add('1', 1000, () => undefined);
    pending.settle({ o: 'read/Thing-1', s: '1', erred: true, b: { userMessage: 'notAllowed', sysMessage: 'no read right' } });
    const error = await request.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ userMessage: 'notAllowed', sysMessage: 'no read right' });
  });

  it('times out with errors.wsMsgTimeout and reports the timeout once', async () => {
    const pending = new PendingRequests();
    const onTimeout = vi.fn();
    const request = pending.add('7', 60_000, onTimeout);
    const caught = request.catch((e: unknown) => e);
    vi.advanceTimersByTime(59_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledWith('7');
    const error = await caught;
    expect(error).toMatchObject({
      userMessage: 'wsMsgTimeout',
      sysMessage: 'Response from server not received within timeout of 60 seconds',
      values: { seconds: 60 },
    });
    // A late reply is then a stray message, not a second settlement.
    expect(pending.settle({ o: 'x', s: '7' })).toBe(false);
  });

  it('a settled request no longer times out', async () => {
    const pending = new PendingRequests();
    const onTimeout = vi.fn();
    const request = pending.add('1', 1000, onTimeout);
    pending.settle({ o: 'x', s: '1', b: 'ok' });
    vi.advanceTimersByTime(5000);
    await expect(request).resolves.toBe('ok');
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('fails one or all waiting requests', async () => {
    const pending = new PendingRequests();
    const a = pending.add('1', 1000, () => undefined).catch((e: unknown) => e);
    const b = pending.add('2', 1000, () => undefined).catch((e: unknown) => e);
    const c = pending.add('3', 1000, () => undefined).catch((e: unknown) => e);
    pending.fail('1', new ApiError('generalFailure'));
    pending.rejectAll(new ApiError('networkError'));
    expect(await a).toMatchObject({ userMessage: 'generalFailure' });
    expect(await b).toMatchObject({ userMessage: 'networkError' });
    expect(await c).toMatchObject({ userMessage: 'networkError' });
    expect(pending.size).toBe(0);
  });

  it('rounds the seconds in the timeout text', () => {
    expect(timeoutError(1500).values).toEqual({ seconds: 2 });
  });
});
