import { describe, expect, it } from 'vitest';
import { allChoices, applyChoices, fieldsThatDiffer, sameValue, threeWayMerge } from './threeWayMerge';

const fields = ['name', 'phone', 'notes', 'tags', 'address', 'owner'];
const base = { name: 'Rita', phone: '555-0100', notes: 'first call', tags: ['a', 'b'], address: { city: 'Regina', street: '1 Main' } };

describe('sameValue', () => {
  it('compares nested objects deeply, whatever their key order', () => {
    expect(sameValue({ city: 'Regina', street: '1 Main' }, { street: '1 Main', city: 'Regina' })).toBe(true);
    expect(sameValue({ city: 'Regina' }, { city: 'Saskatoon' })).toBe(false);
  });

  it('compares lists in order and counts absent and null alike', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(undefined, '')).toBe(false);
    expect(sameValue(0, false)).toBe(false);
  });
});

describe('threeWayMerge', () => {
  it('takes the fields only the server changed and keeps the ones only the user changed', () => {
    const mine = { ...base, name: 'Rita A.' };
    const theirs = { ...base, phone: '555-0199' };
    expect(threeWayMerge(base, mine, theirs, fields)).toEqual({
      merged: { ...base, name: 'Rita A.', phone: '555-0199' },
      taken: ['phone'],
      conflicts: [],
    });
  });

  it('reports a field both changed differently as a conflict and keeps the user value for now', () => {
    const mine = { ...base, notes: 'mine' };
    const theirs = { ...base, notes: 'theirs' };
    const result = threeWayMerge(base, mine, theirs, fields);
    expect(result.conflicts).toEqual(['notes']);
    expect(result.taken).toEqual([]);
    expect(result.merged.notes).toBe('mine');
  });

  it('sees no conflict where both made the same change', () => {
    const both = { ...base, phone: '555-0123' };
    expect(threeWayMerge(base, both, { ...both }, fields)).toEqual({ merged: both, taken: [], conflicts: [] });
  });

  it('treats a nested object and a list as one value of their field', () => {
    const mine = { ...base, address: { city: 'Regina', street: '2 Main' } };
    const theirs = { ...base, address: { city: 'Moose Jaw', street: '1 Main' }, tags: ['a', 'b', 'c'] };
    const result = threeWayMerge(base, mine, theirs, fields);
    // Different sub-fields changed, still one conflicting value: never a blend of the two addresses.
    expect(result.conflicts).toEqual(['address']);
    expect(result.merged.address).toEqual({ city: 'Regina', street: '2 Main' });
    expect(result.taken).toEqual(['tags']);
    expect(result.merged.tags).toEqual(['a', 'b', 'c']);
  });

  it('takes a removal by the server and an addition by the server', () => {
    const theirs: Record<string, unknown> = { ...base, owner: 'Organization-3' };
    delete theirs.notes;
    const result = threeWayMerge(base, { ...base }, theirs, fields);
    expect(result.taken).toEqual(['notes', 'owner']);
    expect(result.merged).not.toHaveProperty('notes');
    expect(result.merged.owner).toBe('Organization-3');
  });

  it('counts the user clearing a field the server changed as a conflict', () => {
    const mine: Record<string, unknown> = { ...base };
    delete mine.phone;
    const result = threeWayMerge(base, mine, { ...base, phone: '555-0177' }, fields);
    expect(result.conflicts).toEqual(['phone']);
    expect(result.merged).not.toHaveProperty('phone');
  });

  it('leaves fields outside the list alone', () => {
    const result = threeWayMerge({ secret: 1 }, { secret: 1 }, { secret: 2 }, fields);
    expect(result).toEqual({ merged: { secret: 1 }, taken: [], conflicts: [] });
  });
});

describe('choices', () => {
  const mine = { ...base, name: 'Rita A.', notes: 'mine', tags: ['x'] };
  const theirs: Record<string, unknown> = { ...base, notes: 'theirs' };
  delete theirs.tags;

  it('lists the fields whose values differ', () => {
    expect(fieldsThatDiffer(theirs, mine, fields)).toEqual(['name', 'notes', 'tags']);
  });

  it('applies the chosen side per field, removing a field the server does not have', () => {
    expect(applyChoices(mine, theirs, { name: 'mine', notes: 'theirs', tags: 'theirs' })).toEqual({ ...base, name: 'Rita A.', notes: 'theirs', tags: undefined });
    expect(applyChoices(mine, theirs, { name: 'mine', notes: 'theirs', tags: 'theirs' })).not.toHaveProperty('tags');
  });

  it('keeps all mine or takes all theirs', () => {
    const listed = fieldsThatDiffer(theirs, mine, fields);
    expect(applyChoices(mine, theirs, allChoices(listed, 'mine'))).toEqual(mine);
    const taken = applyChoices(mine, theirs, allChoices(listed, 'theirs'));
    expect(fieldsThatDiffer(theirs, taken, fields)).toEqual([]);
  });
});
