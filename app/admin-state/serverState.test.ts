import { describe, expect, it } from 'vitest';
import { formatBytes, uptimeParts } from './serverState';

describe('server state figures', () => {
  it('shows sizes in the largest fitting unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(620 * 1024)).toBe('620 KB');
    expect(formatBytes(179 * 1024 * 1024)).toBe('179 MB');
  });

  it('splits uptime into days, hours, minutes and seconds', () => {
    expect(uptimeParts(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(uptimeParts(23)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 23 });
  });
});
