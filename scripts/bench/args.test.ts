import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './args';

describe('bench arguments', () => {
  it('default to 100k items, every benchmark and 300 search runs', () => {
    const args = parseBenchArgs([]);
    expect(args).toMatchObject({ items: 100_000, runs: 300, reads: 20_000, watchers: 1000, updates: 10, floodSeconds: 5, build: false, plainLoad: false, importRows: 1_000_000, bulkScales: [100_000, 1_000_000], bulkItems: 50_000 });
    expect([...args.only]).toEqual(['search', 'reads', 'push', 'flood', 'bundle', 'gridscroll', 'pageload', 'workflow', 'tiles', 'map', 'import', 'bulk', 'nodes', 'nodereads', 'start']);
    expect(args).toMatchObject({ instances: 10_000, transitions: 300, startRuns: 3 });
  });

  it('read the workflow benchmark sizes', () => {
    const args = parseBenchArgs(['--only', 'workflow', '--instances', '500', '--transitions', '90']);
    expect([...args.only]).toEqual(['workflow']);
    expect(args).toMatchObject({ instances: 500, transitions: 90 });
  });

  it('read --items, --only lists and --runs', () => {
    const args = parseBenchArgs(['--items', '1_000_000', '--only', 'push,search', '--runs', '5']);
    expect(args.items).toBe(1_000_000);
    expect([...args.only]).toEqual(['search', 'push']);
    expect(args.runs).toBe(5);
  });

  it('read --import-rows for the import benchmark', () => {
    const args = parseBenchArgs(['--only', 'import', '--import-rows', '10_000']);
    expect([...args.only]).toEqual(['import']);
    expect(args.importRows).toBe(10_000);
    expect(args.importGeojsonMib).toBe(512);
    expect(parseBenchArgs(['--import-geojson-mib', '64']).importGeojsonMib).toBe(64);
    expect(parseBenchArgs(['--only', 'bulk', '--bulk-scales', '1000, 20_000', '--bulk-items', '5000'])).toMatchObject({ bulkScales: [1000, 20_000], bulkItems: 5000 });
  });

  it('read --start-runs for the start benchmark', () => {
    const args = parseBenchArgs(['--only', 'start', '--start-runs', '5', '--search-sizes', '1000000']);
    expect([...args.only]).toEqual(['start']);
    expect(args).toMatchObject({ startRuns: 5, searchSizes: [1_000_000] });
  });

  it('refuse unknown benchmarks and non-positive counts', () => {
    expect(() => parseBenchArgs(['--only', 'search,render'])).toThrow(/unknown benchmark render/);
    expect(() => parseBenchArgs(['--items', '0'])).toThrow(/positive integer/);
    expect(() => parseBenchArgs(['--runs', 'many'])).toThrow(/positive integer/);
  });
});
