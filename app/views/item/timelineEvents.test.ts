import { describe, expect, it } from 'vitest';
import { eventSearch, mergeTimeline } from './timelineEvents';

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
