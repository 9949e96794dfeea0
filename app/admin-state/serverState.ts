export type { ServerState as ServerStateReply } from '../../engine/protocol/serverState';

/** How often the open screen asks again: live enough to watch sockets and tasks move. */
export const SERVER_STATE_REFRESH_MS = 5000;

/** Uptime split into the largest parts (days, hours, minutes, seconds) the message formats. */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number; seconds: number } {
  return {
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: Math.floor(seconds % 60),
  };
}
