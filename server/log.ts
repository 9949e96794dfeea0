import { pino } from 'pino';
import type { Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * The server's one logger. Level comes from LOG_LEVEL (tests pass "silent" so runs stay quiet);
 * fastify is handed this same instance so request logs and our logs share one stream.
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'vgn-server' } });
}
