import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../auth/accounts';
import { answer, jsonObject } from './replies';

export const TOKEN_HEADER = 'x-vgn-token';

/**
 * Account endpoints. Sign-in and set-pass answer the user with the token in the x-vgn-token header
 * (platform spec section 7); failures answer {userMessage, sysMessage} with 4xx.
 */
export function registerAuthRoutes(app: FastifyInstance, accounts: Accounts): void {
  app.post('/api/sign-in', (request, reply) =>
    answer(reply, async () => {
      const signedIn = await accounts.signIn(jsonObject(request.body), request.ip);
      return reply.header(TOKEN_HEADER, signedIn.token).send(signedIn.user);
    }),
  );

  app.post('/api/register', (request, reply) =>
    answer(reply, async () => ({ user: await accounts.register(jsonObject(request.body)), confirmationSent: true })),
  );

  app.post('/api/confirm-email', (request, reply) => answer(reply, () => accounts.confirmEmail(jsonObject(request.body))));

  app.post('/api/forgot-password', (request, reply) =>
    answer(reply, () => {
      accounts.forgotPassword(jsonObject(request.body));
      return { sent: true };
    }),
  );

  app.post('/api/set-pass', (request, reply) =>
    answer(reply, async () => {
      const signedIn = await accounts.setPassword(jsonObject(request.body));
      return reply.header(TOKEN_HEADER, signedIn.token).send(signedIn.user);
    }),
  );
}
