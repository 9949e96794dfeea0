import { proxy, ref } from 'valtio/vanilla';
import type { Registry } from '../../engine/registry/registry';

export type RegistryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RegistryState {
  /** The built registry (kept as a valtio ref: immutable, full of Maps, never proxied). */
  registry: Registry | null;
  hash: string | null;
  status: RegistryStatus;
  /** Why the last load failed (the previous registry, if any, stays in use). */
  problems: string[];
}

export const registryStore = proxy<RegistryState>({ registry: null, hash: null, status: 'idle', problems: [] });

export function setRegistry(registry: Registry): void {
  registryStore.registry = ref(registry);
  registryStore.hash = registry.hash;
  registryStore.status = 'ready';
  registryStore.problems = [];
}

export function setRegistryFailure(problems: string[]): void {
  registryStore.status = 'error';
  registryStore.problems = problems;
}

/** The registry for code outside React (null until the first load). */
export function currentRegistry(): Registry | null {
  return registryStore.registry;
}
