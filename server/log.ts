import { pino } from 'pino';
import type { Logger } from 'pino';
import type { ErrorRing } from './errorRing';
import { recentErrorOf } from './errorRing';

export type { Logger } from 'pino';

/** pino's numeric level of `error`: entries at or above it go to the ring of recent errors. */
const ERROR_LEVEL = 50;

/**
 * The server's one logger. Level comes from LOG_LEVEL (tests pass "silent" so runs stay quiet);
 * fastify is handed this same instance so request logs and our logs share one stream. Error
 * entries are also kept in `errors` (whatever the level) for the server state screen.
 */
export function createLogger(level: string, errors?: ErrorRing): Logger {
  return pino({
    level,
    base: { service: 'vgn-server' },
    hooks: {
      logMethod(args, method, levelNumber) {
        if (errors && levelNumber >= ERROR_LEVEL) errors.add(recentErrorOf(args, new Date()));
        method.apply(this, args);
      },
    },
  });
}
