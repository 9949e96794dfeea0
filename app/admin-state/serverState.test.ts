import { describe, expect, it } from 'vitest';
import { uptimeParts } from './serverState';

describe('server state figures', () => {
  it('splits uptime into days, hours, minutes and seconds', () => {
    expect(uptimeParts(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(uptimeParts(23)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 23 });
  });
});
