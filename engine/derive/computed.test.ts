import { describe, expect, it } from 'vitest';
import { computedValue, computedValueMessageId, timeWindowState, type ComputedFieldDeclaration } from './computed';

const meeting: ComputedFieldDeclaration = { kind: 'timeWindow', label: 'x.state', date: 'date', start: 'start', end: 'end' };
/** Fixed clocks, read in UTC (offset 0) unless a test names another zone. */
const at = (iso: string): Date => new Date(iso);

describe('timeWindowState (business spec §4 meeting display state)', () => {
  const item = { date: '2024-06-12', start: '09:30', end: '11:00' };

  it('is PENDING before the start, ONGOING from start through the end minute, PAST after', () => {
    expect(timeWindowState(meeting, item, at('2024-06-11T23:00:00Z'), 0)).toBe('PENDING');
    expect(timeWindowState(meeting, item, at('2024-06-12T09:29:59Z'), 0)).toBe('PENDING');
    expect(timeWindowState(meeting, item, at('2024-06-12T09:30:00Z'), 0)).toBe('ONGOING');
    expect(timeWindowState(meeting, item, at('2024-06-12T11:00:59Z'), 0)).toBe('ONGOING');
    expect(timeWindowState(meeting, item, at('2024-06-12T11:01:00Z'), 0)).toBe('PAST');
    expect(timeWindowState(meeting, item, at('2025-01-01T00:00:00Z'), 0)).toBe('PAST');
  });

  it('uses 00:00 for a missing start and 23:59 for a missing end', () => {
    const allDay = { date: '2024-07-08' };
    expect(timeWindowState(meeting, allDay, at('2024-07-07T23:59:00Z'), 0)).toBe('PENDING');
    expect(timeWindowState(meeting, allDay, at('2024-07-08T00:00:00Z'), 0)).toBe('ONGOING');
    expect(timeWindowState(meeting, allDay, at('2024-07-08T23:59:30Z'), 0)).toBe('ONGOING');
    expect(timeWindowState(meeting, allDay, at('2024-07-09T00:00:00Z'), 0)).toBe('PAST');
    const evening = { date: '2024-07-03', start: '18:00' };
    expect(timeWindowState(meeting, evening, at('2024-07-03T17:00:00Z'), 0)).toBe('PENDING');
    expect(timeWindowState(meeting, evening, at('2024-07-03T22:00:00Z'), 0)).toBe('ONGOING');
    const morning = { date: '2024-07-03', end: '08:00:00' };
    expect(timeWindowState(meeting, morning, at('2024-07-03T07:00:00Z'), 0)).toBe('ONGOING');
    expect(timeWindowState(meeting, morning, at('2024-07-03T08:01:00Z'), 0)).toBe('PAST');
  });

  it('reads now as wall-clock time in the given zone', () => {
    // 15:00 UTC is 09:00 in UTC-6: still before a 09:30 start there, long after it in UTC.
    expect(timeWindowState(meeting, item, at('2024-06-12T15:00:00Z'), -360)).toBe('PENDING');
    expect(timeWindowState(meeting, item, at('2024-06-12T15:00:00Z'), 0)).toBe('PAST');
    // 01:00 UTC on the 13th is still the 12th (19:00) in UTC-6: an all-day meeting on the 12th is on.
    expect(timeWindowState(meeting, { date: '2024-06-12' }, at('2024-06-13T01:00:00Z'), -360)).toBe('ONGOING');
    // Across a month end: 23:30 UTC on 31 May is 1 June 09:30 in UTC+10.
    expect(timeWindowState(meeting, { date: '2024-06-01', start: '09:30', end: '10:00' }, at('2024-05-31T23:30:00Z'), 600)).toBe('ONGOING');
  });

  it('cannot tell without a valid date; an invalid time counts as missing', () => {
    expect(timeWindowState(meeting, {}, at('2024-06-12T10:00:00Z'), 0)).toBeUndefined();
    expect(timeWindowState(meeting, { date: '2024-02-30' }, at('2024-06-12T10:00:00Z'), 0)).toBeUndefined();
    expect(timeWindowState(meeting, { date: 20240612 }, at('2024-06-12T10:00:00Z'), 0)).toBeUndefined();
    expect(timeWindowState(meeting, { date: '2024-06-12', start: '25:00' }, at('2024-06-12T00:10:00Z'), 0)).toBe('ONGOING');
  });

  it('is what computedValue answers for timeWindow fields, with a message id per state', () => {
    expect(computedValue(meeting, item, at('2024-06-12T10:00:00Z'), 0)).toBe('ONGOING');
    expect(computedValueMessageId('timeWindow', 'PAST')).toBe('computed.timeWindow.PAST');
  });
});
