import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../registry/buildRegistry';
import { bundlesFromFiles } from '../../registry/bundleFromFiles';
import { sampleFiles } from '../../registry/__fixtures__/sampleFiles';
import { examplesOf, exampleItems, STORY_NOW } from './exampleItems';

describe('exampleItems', () => {
  it('turns declared examples into stored items', () => {
    const result = buildRegistry(bundlesFromFiles(sampleFiles()).bundles);
    if (!result.ok) throw new Error('registry');
    const items = exampleItems(result.registry);
    expect(examplesOf(items, 'Widget')).toEqual([
      {
        name: 'Sprocket',
        colour: 'RED',
        $id: 'Widget-1',
        _t: 'Widget',
        _i: 1,
        _u: 1,
        _c: { ts: new Date(STORY_NOW.getTime() - 3600_000).toISOString(), by: 'User-1' },
        $access: 'PROTECTED',
      },
    ]);
  });
});
