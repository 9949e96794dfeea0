import { describe, expect, it, vi } from 'vitest';
import { PushDispatcher } from './pushDispatcher';

describe('PushDispatcher', () => {
  it('delivers to handlers matching by exact name or predicate', () => {
    const dispatcher = new PushDispatcher();
    const exact = vi.fn();
    const prefix = vi.fn();
    dispatcher.subscribe('item/update', exact);
    dispatcher.subscribe((o) => o.startsWith('stream:'), prefix);
    expect(dispatcher.dispatch({ o: 'item/update', b: { $id: 'A-1' } })).toBe(1);
    expect(dispatcher.dispatch({ o: 'stream:k1', b: [1] })).toBe(1);
    expect(dispatcher.dispatch({ o: 'item/updated' })).toBe(0);
    expect(exact).toHaveBeenCalledWith({ $id: 'A-1' }, 'item/update');
    expect(prefix).toHaveBeenCalledWith([1], 'stream:k1');
  });

  it('stops delivering after unsubscribe', () => {
    const dispatcher = new PushDispatcher();
    const handler = vi.fn();
    const unsubscribe = dispatcher.subscribe('taskUpdate', handler);
    unsubscribe();
    dispatcher.dispatch({ o: 'taskUpdate' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps delivering to others when a handler throws', () => {
    const log = { error: vi.fn() };
    const dispatcher = new PushDispatcher(log);
    const second = vi.fn();
    dispatcher.subscribe('x', () => {
      throw new Error('boom');
    });
    dispatcher.subscribe('x', second);
    dispatcher.dispatch({ o: 'x' });
    expect(second).toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
