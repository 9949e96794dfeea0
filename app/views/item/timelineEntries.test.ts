import { describe, expect, it } from 'vitest';
import { lastChange, parseTimeline } from './timelineEntries';

describe('parseTimeline', () => {
  const reply = {
    id: 'Widget-1',
    entries: [
      { u: 1, ts: '2024-05-01T10:00:00Z', by: 'User-2', op: 'create', changes: { name: { new: 'Sprocket' } } },
      { u: 2, ts: '2024-05-02T10:00:00Z', by: 'User-3', op: 'update', changes: { name: { old: 'Sprocket', new: 'Gear' }, note: { old: 'x' } } },
      { u: 'bad' },
    ],
  };
  it('lists writes newest first with their field changes', () => {
    const entries = parseTimeline(reply);
    expect(entries.map((e) => e.u)).toEqual([2, 1]);
    expect(entries[0]?.changes).toEqual([
      { field: 'name', old: 'Sprocket', new: 'Gear' },
      { field: 'note', old: 'x' },
    ]);
  });
  it('finds the last update', () => {
    expect(lastChange(parseTimeline(reply))?.by).toBe('User-3');
    expect(lastChange(parseTimeline({ entries: [reply.entries[0]] }))).toBeUndefined();
    expect(parseTimeline(null)).toEqual([]);
  });
});
