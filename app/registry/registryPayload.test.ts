import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../../engine/registry/__fixtures__/sampleFiles';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import { bundlesFromFiles } from '../../engine/registry/bundleFromFiles';
import { parseRegistryPayload, registryFromPayload } from './registryPayload';

function samplePayload() {
  const { bundles, errors } = bundlesFromFiles(sampleFiles());
  expect(errors).toEqual([]);
  const built = buildRegistry(bundles);
  if (!built.ok) throw new Error('fixture does not build');
  // What the server would send: plain JSON.
  return JSON.parse(JSON.stringify({ hash: built.registry.hash, bundles, runtimeTypes: [] })) as unknown;
}

describe('parseRegistryPayload', () => {
  it('rejects answers that are not a payload', () => {
    expect(parseRegistryPayload(null)).toBeNull();
    expect(parseRegistryPayload({ bundles: 'x' })).toBeNull();
    expect(parseRegistryPayload({ bundles: [{}] })).toBeNull();
    expect(parseRegistryPayload({ bundles: [], runtimeTypes: [{ source: 1 }] })).toBeNull();
    expect(parseRegistryPayload({ bundles: [] })).toEqual({ hash: '', bundles: [], runtimeTypes: [] });
  });
});

describe('registryFromPayload', () => {
  it('builds the same registry (and hash) the server built', () => {
    const payload = parseRegistryPayload(samplePayload());
    if (!payload) throw new Error('payload rejected');
    const built = registryFromPayload(payload);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.hashMatches).toBe(true);
    expect([...built.registry.types.keys()]).toEqual(['Widget']);
    expect(built.registry.messages.en?.['types.Widget.label']).toBe('Widget');
  });

  it('reports a hash mismatch', () => {
    const raw = samplePayload() as Record<string, unknown>;
    const payload = parseRegistryPayload({ ...raw, hash: 'other' });
    if (!payload) throw new Error('payload rejected');
    expect(registryFromPayload(payload)).toMatchObject({ ok: true, hashMatches: false });
  });

  it('reports a damaged answer instead of crashing', () => {
    const raw = samplePayload() as { bundles: { types: { schema: unknown }[] }[] };
    const first = raw.bundles[0]?.types[0];
    if (first) first.schema = null;
    const payload = parseRegistryPayload(raw);
    if (!payload) throw new Error('payload rejected');
    expect(registryFromPayload(payload).ok).toBe(false);
  });

  it('reports invalid declarations with their source', () => {
    const raw = samplePayload() as { bundles: { types: { schema: { properties: { colour: { lov: string } } } }[] }[] };
    const first = raw.bundles[0]?.types[0];
    if (first) first.schema.properties.colour.lov = 'NO_SUCH_LOV';
    const payload = parseRegistryPayload(raw);
    if (!payload) throw new Error('payload rejected');
    const built = registryFromPayload(payload);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.problems.join('\n')).toContain('demo/types/Widget.type.json');
  });
});
