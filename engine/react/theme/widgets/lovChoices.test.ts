import { describe, expect, it } from 'vitest';
import type { LovEntry } from '../../services/engineServices';
import { lovChoices, storedKeys } from './lovChoices';

const entries: LovEntry[] = [
  { key: 'NORTH', label: 'North', state: 'ACTIVE' },
  { key: 'SOUTH', label: 'South', state: 'ARCHIVED' },
  { key: 'EAST', label: 'East', state: 'ACTIVE' },
];

describe('lovChoices', () => {
  it('offers only ACTIVE values for a new choice', () => {
    expect(lovChoices(entries, []).map((c) => c.key)).toEqual(['NORTH', 'EAST']);
  });
  it('keeps a stored ARCHIVED value, marked, in list order', () => {
    expect(lovChoices(entries, ['SOUTH'])).toEqual([
      { key: 'NORTH', label: 'North', archived: false },
      { key: 'SOUTH', label: 'South', archived: true },
      { key: 'EAST', label: 'East', archived: false },
    ]);
  });
  it('shows a stored key the list no longer has by the key itself', () => {
    expect(lovChoices(entries, ['WEST']).at(-1)).toEqual({ key: 'WEST', label: 'WEST', archived: true });
    expect(lovChoices(undefined, ['WEST'])).toEqual([{ key: 'WEST', label: 'WEST', archived: true }]);
  });
  it('reads one key or a list of keys', () => {
    expect(storedKeys('A')).toEqual(['A']);
    expect(storedKeys(['A', 3, 'B'])).toEqual(['A', 'B']);
    expect(storedKeys(undefined)).toEqual([]);
  });
});
