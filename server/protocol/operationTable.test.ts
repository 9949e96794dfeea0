import { describe, expect, it } from 'vitest';
import { OperationTable } from './operationTable';

const handler = () => null;

describe('OperationTable', () => {
  it('resolves the longest registered prefix on whole segments', () => {
    const table = new OperationTable();
    table.register('act', handler);
    table.register('act/isAllowed', handler, { anonymous: true });
    table.register('read', handler);
    expect(table.resolve('read/Project-3')).toMatchObject({ prefix: 'read', params: ['Project-3'], anonymous: false });
    expect(table.resolve('act/isAllowed')).toMatchObject({ prefix: 'act/isAllowed', params: [], anonymous: true });
    expect(table.resolve('act/masquerade/async/x')).toMatchObject({ prefix: 'act', params: ['masquerade', 'async', 'x'] });
    expect(table.resolve('reader')).toBeNull();
    expect(table.prefixes()).toEqual(['act', 'act/isAllowed', 'read']);
  });

  it('refuses duplicates, session operations and malformed prefixes', () => {
    const table = new OperationTable();
    table.register('read', handler);
    expect(() => table.register('read', handler)).toThrow(/twice/);
    expect(() => table.register('tokenAuth', handler)).toThrow(/socket session/);
    expect(() => table.register('/read', handler)).toThrow(/shaped/);
    expect(() => table.register('read/', handler)).toThrow(/shaped/);
  });
});
