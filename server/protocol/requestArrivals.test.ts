import { describe, expect, it } from 'vitest';
import { RequestScheduler } from './requestScheduler';

const tick = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

describe('request arrivals (background work gives way to requests)', () => {
  it('tells each socket request as it is queued and once it is answered, also when its socket closes first', async () => {
    const scheduler = new RequestScheduler();
    const events: string[] = [];
    let n = 0;
    scheduler.onArrival(() => {
      const id = (n += 1);
      events.push(`arrived ${id}`);
      return () => events.push(`answered ${id}`);
    });
    const lane = scheduler.open('127.0.0.1');
    let finish: () => void = () => undefined;
    scheduler.offer(lane, () => new Promise<void>((resolve) => (finish = resolve)));
    expect(events).toEqual(['arrived 1']);
    await tick();
    finish();
    await tick();
    expect(events).toEqual(['arrived 1', 'answered 1']);

    // A request its closed socket drops is answered too (the listener must not wait for it forever).
    const closing = scheduler.open('127.0.0.1');
    scheduler.offer(closing, () => Promise.resolve());
    scheduler.close(closing);
    expect(events).toEqual(['arrived 1', 'answered 1', 'arrived 2', 'answered 2']);
    scheduler.stop();
  });

  it('answers an HTTP arrival once, however often its release runs', () => {
    const scheduler = new RequestScheduler();
    let answered = 0;
    scheduler.onArrival(() => () => (answered += 1));
    const release = scheduler.arrived();
    release();
    release();
    expect(answered).toBe(1);
    scheduler.stop();
  });
});
