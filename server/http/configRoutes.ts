import type { SqlClient } from '../db/sqlClient';
import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../config';
import { LANGUAGE_PATTERN, getLocaleOverrides } from '../db/localeOverrides';
import { sendFailure } from './replies';

/** GET /api/config (the public client configuration) and GET /locale-overrides/{language}. */
export function registerConfigRoutes(app: FastifyInstance, deps: { clientConfig: ClientConfig; db: SqlClient }): void {
  app.get('/api/config', () => deps.clientConfig);

  app.get<{ Params: { language: string } }>('/locale-overrides/:language', (request, reply) => {
    const language = request.params.language.replace(/\.json$/, '');
    if (!LANGUAGE_PATTERN.test(language)) {
      return sendFailure(reply, 400, 'badRequest', `"${language}" is not a language tag`);
    }
    return getLocaleOverrides(deps.db, language);
  });
}
