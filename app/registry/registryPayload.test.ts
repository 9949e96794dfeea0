import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../../engine/registry/__fixtures__/sampleFiles';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import { bundlesFromFiles } from '../../engine/registry/bundleFromFiles';
import { serializeRegistry } from '../../engine/registry/serializeRegistry';
import { parseRegistryPayload, registryFromPayload } from './registryPayload';

/** What the server would send for the sample plugin: its compiled registry as plain JSON. */
function samplePayload(): Record<string, unknown> {
  const { bundles, errors } = bundlesFromFiles(sampleFiles());
  expect(errors).toEqual([]);
  const built = buildRegistry(bundles);
  if (!built.ok) throw new Error('fixture does not build');
  return JSON.parse(JSON.stringify(serializeRegistry(built.registry))) as Record<string, unknown>;
}

describe('parseRegistryPayload', () => {
  it('accepts a compiled registry', () => {
    expect(parseRegistryPayload(samplePayload())).not.toBeNull();
  });

  it('rejects answers that are not a compiled registry', () => {
    const payload = samplePayload();
    expect(parseRegistryPayload(null)).toBeNull();
    // The declarations as written (the former answer) are not a compiled registry.
    expect(parseRegistryPayload({ hash: '', bundles: [], runtimeTypes: [] })).toBeNull();
    expect(parseRegistryPayload({ ...payload, types: 'x' })).toBeNull();
    expect(parseRegistryPayload({ ...payload, messages: [] })).toBeNull();
    expect(parseRegistryPayload({ ...payload, lovs: [{}] })).toBeNull();
    const [type] = payload.types as Record<string, unknown>[];
    expect(parseRegistryPayload({ ...payload, types: [{ ...type, search: undefined }] })).toBeNull();
  });
});

describe('registryFromPayload', () => {
  it('turns the lists back into the registry the server built, hash included', () => {
    const payload = parseRegistryPayload(samplePayload());
    if (!payload) throw new Error('payload rejected');
    const registry = registryFromPayload(payload);
    expect(registry.hash).toBe(payload.hash);
    expect(registry.hash).not.toBe('');
    expect([...registry.types.keys()]).toEqual(['Widget']);
    expect(registry.types.get('Widget')?.search.headers.map((h) => h.field)).toEqual(['name', '_c.ts']);
    expect(registry.messages.en?.['types.Widget.label']).toBe('Widget');
    expect(registry.bundles).toEqual([]);
  });
});
