import { describe, expect, it } from 'vitest';
import { INVALID_ID_MESSAGE, InvalidIdError } from './errors';
import { formatItemId, isItemId, isSystemId, parseIdNumber, parseItemId, requireIndex, typeOfId } from './itemId';

/** Message of the error fn throws; compared exactly because the product shows it verbatim. */
function thrownMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected a throw');
}

describe('parseItemId', () => {
  it('splits type and index', () => {
    expect(parseItemId('Organization-3')).toEqual({ type: 'Organization', index: 3 });
    expect(parseItemId('User-0')).toEqual({ type: 'User', index: 0 });
  });

  it('reads a third numeric part as the create marker', () => {
    expect(parseItemId('Task-0-17')).toEqual({ type: 'Task', index: 0, createMarker: 17 });
  });

  it('accepts sys. types', () => {
    expect(parseItemId('sys.TypeDef-3')).toEqual({ type: 'sys.TypeDef', index: 3 });
  });

  it.each(['Organization', '', 'a-b-c-d', 'Task-1-2-3'])('rejects %j for its number of parts', (id) => {
    expect(() => parseItemId(id)).toThrow(InvalidIdError);
    expect(thrownMessage(() => parseItemId(id))).toBe(INVALID_ID_MESSAGE);
  });

  it.each(['Organization-x', 'Organization-', 'Organization-1.5', 'Organization--1', 'Organization-01', 'Organization-1e3'])(
    'rejects the non-numeric or non-canonical index in %j',
    (id) => {
      expect(() => parseItemId(id)).toThrow('Invalid id');
    },
  );

  it.each(['Task-1-x', 'Task-1-', 'Task-1-07'])('rejects the bad create marker in %j', (id) => {
    expect(() => parseItemId(id)).toThrow('Invalid id');
  });

  it.each(['-3', '3Org-1', 'Org.x-1', 'sys.-1', 'Org_a-1', ' Org-1'])('rejects the bad type in %j', (id) => {
    expect(() => parseItemId(id)).toThrow('Invalid id');
  });

  it('rejects an index beyond the safe integer range', () => {
    expect(() => parseItemId('Task-9007199254740993')).toThrow('Invalid id');
  });

  it('throws errors whose message is exactly "Invalid id"', () => {
    try {
      parseItemId('nope');
      expect.unreachable('parseItemId should throw');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidIdError);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe('Invalid id');
    }
  });
});

describe('formatItemId', () => {
  it('joins type, index and optional create marker', () => {
    expect(formatItemId('Organization', 3)).toBe('Organization-3');
    expect(formatItemId('Task', 0, 17)).toBe('Task-0-17');
    expect(formatItemId('sys.TypeDef', 3)).toBe('sys.TypeDef-3');
  });

  it('round-trips with parseItemId', () => {
    for (const id of ['User-0', 'Task-0-17', 'sys.TypeDef-42']) {
      const { type, index, createMarker } = parseItemId(id);
      expect(formatItemId(type, index, createMarker)).toBe(id);
    }
  });

  it.each([
    ['Org-a', 1],
    ['', 1],
    ['Org', -1],
    ['Org', 1.5],
    ['Org', Number.NaN],
  ] as const)('refuses type %j with index %j', (type, index) => {
    expect(() => formatItemId(type, index)).toThrow(InvalidIdError);
  });

  it('refuses a bad create marker', () => {
    expect(() => formatItemId('Task', 0, -2)).toThrow('Invalid id');
  });
});

describe('isItemId', () => {
  it('accepts well-formed id strings', () => {
    expect(isItemId('Organization-3')).toBe(true);
    expect(isItemId('Task-0-17')).toBe(true);
  });

  it.each([undefined, null, 3, {}, ['Org-1'], 'Organization', 'Org-x', 'a-1-2-3'])('refuses %j', (value) => {
    expect(isItemId(value)).toBe(false);
  });
});

describe('isSystemId', () => {
  it('labels index 0 and sys. types as System', () => {
    expect(isSystemId('User-0')).toBe(true);
    expect(isSystemId('sys.TypeDef-3')).toBe(true);
    expect(isSystemId('sys.TypeDef-3-4')).toBe(true);
  });

  it('does not label an item being created (the id ends in its create marker)', () => {
    expect(isSystemId('Task-0-17')).toBe(false);
  });

  it('does not label ordinary items', () => {
    expect(isSystemId('User-3')).toBe(false);
    expect(isSystemId('system-3')).toBe(false);
  });

  it('answers false for values that are not ids', () => {
    expect(isSystemId('sys.TypeDef')).toBe(false);
    expect(isSystemId('')).toBe(false);
  });
});

describe('requireIndex', () => {
  it('returns the index of an id', () => {
    expect(requireIndex('Organization-3')).toBe(3);
    expect(requireIndex('User-0')).toBe(0);
  });

  it.each(['Organization', 'Organization-', 'Organization-x'])('throws for %j, which has no index', (id) => {
    expect(() => requireIndex(id)).toThrow(InvalidIdError);
  });
});

describe('parseIdNumber', () => {
  it('parses canonical non-negative integers only', () => {
    expect(parseIdNumber('0')).toBe(0);
    expect(parseIdNumber('120')).toBe(120);
    expect(parseIdNumber('012')).toBeUndefined();
    expect(parseIdNumber('-1')).toBeUndefined();
    expect(parseIdNumber('')).toBeUndefined();
  });
});

describe('typeOfId', () => {
  it('is the type part of an id, with or without a create marker', () => {
    expect(typeOfId('Organization-3')).toBe('Organization');
    expect(typeOfId('Task-0-17')).toBe('Task');
    expect(typeOfId('sys.TypeDef-2')).toBe('sys.TypeDef');
  });

  it.each([undefined, 3, '', 'Organization', 'Organization-x', 'a-b-c-d'])('is undefined for %j, which is no id', (value) => {
    expect(typeOfId(value)).toBeUndefined();
  });
});
