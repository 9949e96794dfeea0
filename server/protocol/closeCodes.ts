/**
 * Close codes and reasons of the socket (platform spec section 4: the client maps the reason text).
 * 4000-4999 are application codes; 1009 (too large) comes from the ws library itself.
 */
export const CLOSE = {
  signedout: { code: 4000, reason: 'signedout' },
  tokenExpired: { code: 4001, reason: 'tokenExpired' },
  expiredOnConnect: { code: 4002, reason: 'expiredOnConnect' },
  identFailed: { code: 4003, reason: 'identFailed' },
  serverShutdown: { code: 1001, reason: 'serverShutdown' },
} as const;
