import { describe, expect, it } from 'vitest';
import { formatCellKey, parseCellKey } from './cellKey';
import { INVALID_CELL_KEY_MESSAGE, InvalidCellKeyError, InvalidIdError } from './errors';

/** Message of the error fn throws; compared exactly because the product shows it verbatim. */
function thrownMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected a throw');
}

describe('parseCellKey', () => {
  it('reads type and index', () => {
    expect(parseCellKey('i-Organization-3')).toEqual({ id: 'Organization-3', type: 'Organization', index: 3 });
  });

  it('reads a non-numeric third part as the context', () => {
    expect(parseCellKey('i-Organization-3-edit')).toEqual({
      id: 'Organization-3',
      type: 'Organization',
      index: 3,
      context: 'edit',
    });
  });

  it('keeps dashes inside the context', () => {
    expect(parseCellKey('i-Organization-3-map-panel')).toMatchObject({ id: 'Organization-3', context: 'map-panel' });
  });

  it('reads a numeric third part as a create marker belonging to the id', () => {
    expect(parseCellKey('i-Task-0-17')).toEqual({ id: 'Task-0-17', type: 'Task', index: 0, createMarker: 17 });
  });

  it('reads a context after a create marker', () => {
    expect(parseCellKey('i-Task-0-17-create')).toEqual({
      id: 'Task-0-17',
      type: 'Task',
      index: 0,
      createMarker: 17,
      context: 'create',
    });
  });

  it('accepts sys. types', () => {
    expect(parseCellKey('i-sys.TypeDef-2')).toMatchObject({ id: 'sys.TypeDef-2', type: 'sys.TypeDef' });
  });

  it.each(['i-Organization-1-2-3', 'i-Organization-0-2-3', 'i-Organization-1-2'])('rejects %j, an id of four parts or a create marker on an existing item, with Invalid id', (key) => {
    expect(() => parseCellKey(key)).toThrow(InvalidIdError);
  });

  it.each([
    'Organization-3',
    'v-home',
    'home',
    'i-',
    'i-Organization',
    'i-Organization-',
    'i-Organization-x',
    'i--3',
    'i-Organization-3-',
    'i-Organization-3-edit-',
    'i-Organization-3--edit',
    'i-Task-0-017',
    '',
  ])('rejects %j with the exact message', (key) => {
    expect(() => parseCellKey(key)).toThrow(InvalidCellKeyError);
    expect(thrownMessage(() => parseCellKey(key))).toBe(INVALID_CELL_KEY_MESSAGE);
  });

  it("uses the text Cell key must start with 'i-'", () => {
    expect(() => parseCellKey('x')).toThrow("Cell key must start with 'i-'");
  });
});

describe('formatCellKey', () => {
  it('prefixes the id and appends the context', () => {
    expect(formatCellKey('Organization-3')).toBe('i-Organization-3');
    expect(formatCellKey('Organization-3', 'edit')).toBe('i-Organization-3-edit');
    expect(formatCellKey('Task-0-17', 'map-panel')).toBe('i-Task-0-17-map-panel');
  });

  it('round-trips with parseCellKey', () => {
    for (const key of ['i-User-1', 'i-User-1-card', 'i-Task-0-17', 'i-Task-0-17-create']) {
      const { id, context } = parseCellKey(key);
      expect(formatCellKey(id, context)).toBe(key);
    }
  });

  it('refuses an invalid id', () => {
    expect(() => formatCellKey('Organization')).toThrow(InvalidIdError);
  });

  it.each(['', '5', 'a--b'])('refuses the context %j, which would not parse back', (context) => {
    expect(() => formatCellKey('Organization-3', context)).toThrow(InvalidCellKeyError);
  });
});
