import type { PushHandler } from './apiContract';
import type { Envelope } from './envelope';

export type PushMatch = string | ((o: string) => boolean);

interface Subscription {
  matches(o: string): boolean;
  handler: PushHandler;
}

/**
 * Server pushes (authed, item/update, taskUpdate, stream:{key} ...) fanned out to subscribers.
 * A failing handler is logged and does not keep the message from the others.
 */
export class PushDispatcher {
  private readonly subscriptions = new Set<Subscription>();

  constructor(private readonly log: { error(...data: unknown[]): void } = console) {}

  subscribe(match: PushMatch, handler: PushHandler): () => void {
    const subscription: Subscription = {
      matches: typeof match === 'string' ? (o) => o === match : match,
      handler,
    };
    this.subscriptions.add(subscription);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  /** Returns how many handlers received the message. */
  dispatch(envelope: Envelope): number {
    let delivered = 0;
    // A copy: handlers may unsubscribe (or subscribe) while the message is being delivered.
    for (const subscription of [...this.subscriptions]) {
      if (!subscription.matches(envelope.o)) continue;
      delivered += 1;
      try {
        subscription.handler(envelope.b, envelope.o);
      } catch (error) {
        this.log.error(`Push handler for ${envelope.o} failed.`, error);
      }
    }
    return delivered;
  }
}
