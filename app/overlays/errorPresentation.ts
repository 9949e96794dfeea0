import { ApiError } from '../net/apiContract';

export interface ErrorPresentation {
  /** Message id to show: errors.{userMessage}, errors.networkError, error.notCaught ... */
  messageId: string;
  /** Technical text for the expandable system-message dialog (components.KSysMsg.title). */
  sysMessage?: string;
  values?: Record<string, string | number>;
}

/** Thrown on purpose to stop an action without telling the user (platform spec §8 "Ignored"). */
export class IgnoredError extends Error {
  constructor(reason = 'ignored') {
    super(reason);
    this.name = 'IgnoredError';
  }
}

const ERRORS_PREFIX = 'errors.';

function asMessageId(userMessage: string): string {
  return userMessage.startsWith(ERRORS_PREFIX) || userMessage.startsWith('error.') ? userMessage : `${ERRORS_PREFIX}${userMessage}`;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The user/system message pair of a server error object in any of its shapes (platform spec §8). */
function serverMessages(value: object): { user: string; sys?: string } | undefined {
  const record = value as Record<string, unknown>;
  const user = text(record.userMessage) ?? text(record.errorKey);
  if (user !== undefined) {
    const sys = text(record.sysMessage) ?? text(record.errorSys);
    return sys === undefined ? { user } : { user, sys };
  }
  if (typeof record.b === 'object' && record.b !== null) return serverMessages(record.b);
  return undefined;
}

/**
 * How an error is shown (platform spec §8): server errors as errors.{userMessage} with their
 * sysMessage as expandable detail; "Network Error" as errors.networkError; anything else that is
 * not recognised as error.notCaught, with its text as detail.
 */
export function errorPresentation(error: unknown): ErrorPresentation {
  if (error instanceof ApiError) {
    return error.sysMessage !== undefined && error.sysMessage !== error.userMessage
      ? { messageId: asMessageId(error.userMessage), sysMessage: error.sysMessage }
      : { messageId: asMessageId(error.userMessage) };
  }
  if (typeof error === 'object' && error !== null) {
    const server = serverMessages(error);
    if (server) return server.sys === undefined ? { messageId: asMessageId(server.user) } : { messageId: asMessageId(server.user), sysMessage: server.sys };
  }
  if (error instanceof Error) {
    if (error.message === 'Network Error') return { messageId: 'errors.networkError' };
    return { messageId: 'error.notCaught', sysMessage: error.message };
  }
  if (typeof error === 'string' && error !== '') return { messageId: asMessageId(error) };
  return { messageId: 'error.notCaught' };
}
