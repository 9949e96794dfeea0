import type { OperationRegistry } from '../protocol/contract';
import { OperationError } from '../protocol/contract';
import { bodyObject } from '../protocol/envelope';
import type { AuthHooks } from './authenticator';
import type { TokenService } from './tokens';

/**
 * act/masquerade {targetUserID} | {stop: true}: an administrator acts as another user with a token
 * {uid: target, mas: admin}; stop returns a token of the administrator's own. Answers {newToken};
 * the client stores it and reloads.
 */
export function registerMasquerade(operations: OperationRegistry, deps: { tokens: TokenService; hooks: AuthHooks }): void {
  operations.register('act/masquerade', async (ctx, body) => {
    const actor = ctx.actor;
    if (!actor) throw new OperationError('notAllowed', 'masquerading needs a signed-in administrator', 401);
    const request = bodyObject(body);
    // While masquerading, the actor is the target; the rights are the administrator's own.
    const administratorId = actor.masqueradingAs ?? actor.userId;
    const administrator = await deps.hooks.users.get(administratorId);
    if (administrator?.admin !== true) throw new OperationError('notAllowed', 'only administrators may masquerade', 403);

    if (request.stop === true) {
      return { newToken: (await deps.tokens.issue({ uid: administratorId })).token };
    }
    const target = request.targetUserID;
    if (typeof target !== 'string') throw new OperationError('badRequest', 'targetUserID must be a User id');
    if (target === administratorId) throw new OperationError('badRequest', 'cannot masquerade as oneself');
    if (!(await deps.hooks.users.get(target))) throw new OperationError('notFound', `No item ${target}`, 404);
    return { newToken: (await deps.tokens.issue({ uid: target, mas: administratorId })).token };
  });
}
