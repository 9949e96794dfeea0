/**
 * Close codes and reasons of the socket (platform spec section 4: the client maps the reason text).
 * 4000-4999 are application codes; 1009 (too large) comes from the ws library itself.
 */
export const CLOSE = {
  signedout: { code: 4000, reason: 'signedout' },
  tokenExpired: { code: 4001, reason: 'tokenExpired' },
  expiredOnConnect: { code: 4002, reason: 'expiredOnConnect' },
  identFailed: { code: 4003, reason: 'identFailed' },
  /** More requests unanswered than SOCKET_QUEUE allows (a flood): the client should back off before reconnecting. */
  tooManyRequests: { code: 4029, reason: 'tooManyRequests' },
  serverShutdown: { code: 1001, reason: 'serverShutdown' },
} as const;
