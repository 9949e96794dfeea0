import { describe, expect, it } from 'vitest';
import { sampleRegistry } from '../../engine/derive/__fixtures__/registries';
import { serializeRegistry } from '../../engine/registry/serializeRegistry';
import { fakeFetch, jsonResponse } from '../net/testing/fakeFetch';
import { loadRegistry } from './loadRegistry';
import { registryStore } from './registryStore';

describe('loadRegistry', () => {
  it('fills the store from GET /api/registry', async () => {
    const served = sampleRegistry();
    const { fetch, calls } = fakeFetch([jsonResponse(serializeRegistry(served))]);
    const registry = await loadRegistry(fetch);
    expect(calls[0]?.url).toBe('/api/registry');
    expect(registry.hash).toBe(served.hash);
    expect(registryStore.status).toBe('ready');
    expect(registryStore.registry).toBe(registry);
    expect(registryStore.hash).toBe(registry.hash);
  });

  it('keeps the previous registry when a reload fails', async () => {
    const previous = registryStore.registry;
    const { fetch } = fakeFetch([jsonResponse({ userMessage: 'notFound' }, { status: 404 })]);
    await expect(loadRegistry(fetch)).rejects.toThrow('404');
    expect(registryStore.registry).toBe(previous);
    expect(registryStore.status).toBe('ready');
    expect(registryStore.problems[0]).toContain('404');
  });
});
