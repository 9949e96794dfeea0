export type { ServerState as ServerStateReply } from '../../engine/protocol/serverState';

/** How often the open screen asks again: live enough to watch sockets and tasks move. */
export const SERVER_STATE_REFRESH_MS = 5000;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 -> "1.5 KB": sizes an administrator reads at a glance. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${UNITS[unit]}`;
}

/** Uptime split into the largest parts (days, hours, minutes, seconds) the message formats. */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number; seconds: number } {
  return {
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: Math.floor(seconds % 60),
  };
}
