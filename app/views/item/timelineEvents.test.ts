import { describe, expect, it } from 'vitest';
import { eventSearch, isOwnWriteEvent, mergeTimeline } from './timelineEvents';

describe('timeline events', () => {
  it('searches events about the item', () => {
    expect(eventSearch('Consultation-21').should).toEqual([
      { prop: 'context', kind: 'eq', value: 'Consultation-21' },
      { prop: 'also', kind: 'eq', value: 'Consultation-21' },
    ]);
  });
  it('merges writes and events newest first', () => {
    const lines = mergeTimeline(
      [
        { ts: '2024-05-01T10:00:00Z', u: 1 },
        { ts: '2024-05-03T10:00:00Z', u: 2 },
      ],
      [{ id: 'Event-5', ts: '2024-05-02T10:00:00Z' }],
    );
    expect(lines.map((l) => (l.kind === 'change' ? l.u : l.id))).toEqual([2, 'Event-5', 1]);
  });
});

describe('isOwnWriteEvent', () => {
  it('leaves out the platform write events of the item itself (the change log shows them), keeps others', () => {
    expect(isOwnWriteEvent({ kind: 'ITEM_UPDATED', context: 'Organization-1' }, 'Organization-1')).toBe(true);
    expect(isOwnWriteEvent({ kind: 'ITEM_DELETED', context: 'CommLog-4', also: ['Organization-1'] }, 'Organization-1')).toBe(false);
    expect(isOwnWriteEvent({ kind: 'ORG_MEETING_SCHEDULED', context: 'Meeting-2' }, 'Meeting-2')).toBe(false);
  });
});
