import { describe, expect, it } from 'vitest';
import { orderFieldData } from './server/fieldDataOrder';

describe('orderFieldData', () => {
  it('lists trips by collection time, each followed by its records, then unparented records, numbered', () => {
    const rows = orderFieldData([
      { id: 'r-late', formType: 'record', trip: 't-1', collected: '2026-05-01T10:00:00Z' },
      { id: 't-2', formType: 'trip', collected: '2026-05-02T08:00:00Z' },
      { id: 'orphan', formType: 'record', trip: 't-gone', collected: '2026-05-01T09:00:00Z' },
      { id: 'r-early', formType: 'record', trip: 't-1', collected: '2026-05-01T09:30:00Z' },
      { id: 't-1', formType: 'trip', collected: '2026-05-01T09:00:00Z' },
      { id: 'loose', formType: 'record' },
      { id: 'r-2', formType: 'record', trip: 't-2', collected: '2026-05-02T09:00:00Z' },
    ]);
    expect(rows).toEqual([
      { id: 't-1', number: 1, unparented: false },
      { id: 'r-early', number: 2, unparented: false },
      { id: 'r-late', number: 3, unparented: false },
      { id: 't-2', number: 4, unparented: false },
      { id: 'r-2', number: 5, unparented: false },
      { id: 'loose', number: 6, unparented: true },
      { id: 'orphan', number: 7, unparented: true },
    ]);
  });
});
