import { describe, expect, it } from 'vitest';
import { interfaceName, lovTypeName, uniqueNames } from './typeNames';

describe('type names', () => {
  it('names interfaces after type keys, sys.X becoming SysX', () => {
    expect(interfaceName('Organization')).toBe('Organization');
    expect(interfaceName('sys.Alert')).toBe('SysAlert');
    expect(interfaceName('GeoKeeperFieldData')).toBe('GeoKeeperFieldData');
  });

  it('names LOV unions in PascalCase from their upper snake case key', () => {
    expect(lovTypeName('ORG_TYPES')).toBe('OrgTypes');
    expect(lovTypeName('GKF_STATES')).toBe('GkfStates');
    expect(lovTypeName('COLOURS')).toBe('Colours');
    expect(lovTypeName('RLT_LETTERS2')).toBe('RltLetters2');
  });

  it('refuses two keys that would share a name', () => {
    expect(() => uniqueNames(['A_B', 'A__B'], lovTypeName, 'list of values')).toThrow('list of values "A__B" and "A_B" would both be named AB');
  });
});
