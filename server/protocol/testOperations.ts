import type { ServerModule } from '../serverModule';
import { OperationError, OperationReply } from './contract';
import { bodyString } from './envelope';

/** Operations exercising every dispatcher path, for the protocol tests (registered like any module's). */
export const testOperationsModule: ServerModule = {
  name: 'test-operations',
  start({ operations }) {
    operations.register('echo', (ctx, body) => ({ body, params: ctx.params, user: ctx.actor?.userId ?? null }), {
      anonymous: true,
    });
    operations.register('whoami', (ctx) => ctx.actor);
    operations.register('length', (_ctx, body) => bodyString(body).length, { anonymous: true });
    operations.register('refuse', () => {
      throw new OperationError('notAllowed', 'refused on purpose', 403);
    }, { anonymous: true });
    operations.register('crash', () => {
      throw new Error('internal detail that must not leak');
    }, { anonymous: true });
    operations.register('big', () => 'x'.repeat(1_100_000), { anonymous: true });
    operations.register('progress', (ctx) => {
      ctx.connection.push('progress', { step: 1 });
      ctx.connection.push('progress', { step: 2 });
      return { finished: true };
    }, { anonymous: true });
    operations.register('act/isAllowed', () => new OperationReply('allowed', { read: true }));
  },
};
