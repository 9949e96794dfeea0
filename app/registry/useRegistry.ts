import { useSnapshot } from 'valtio';
import type { Registry } from '../../engine/registry/registry';
import { registryStore, type RegistryState } from './registryStore';

/** The client registry (null until GET /api/registry was built); re-renders when it is rebuilt. */
export function useRegistry(): Registry | null {
  // The registry is a valtio ref: the snapshot hands back the very object, Maps included.
  return useSnapshot(registryStore).registry as Registry | null;
}

/** Status and problems of the registry load, for the shell's loading and error screens. */
export function useRegistryState(): Readonly<RegistryState> {
  return useSnapshot(registryStore) as Readonly<RegistryState>;
}
