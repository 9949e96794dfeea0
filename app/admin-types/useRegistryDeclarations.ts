import { useEffect, useState } from 'react';
import type { PluginBundle } from '../../engine/declarations/bundle';
import { fetchRegistryDeclarations } from './registryDeclarations';

export interface DeclarationsState {
  /** Undefined while loading (or after a failure). */
  bundles: PluginBundle[] | undefined;
  error: unknown;
}

/** The plugin bundles of the current registry, fetched when the type editor needs them and again when the registry changes. */
export function useRegistryDeclarations(registryHash: string): DeclarationsState {
  const [state, setState] = useState<DeclarationsState>({ bundles: undefined, error: undefined });
  useEffect(() => {
    let current = true;
    fetchRegistryDeclarations().then(
      (declarations) => current && setState({ bundles: declarations.bundles, error: undefined }),
      (error: unknown) => current && setState((previous) => ({ bundles: previous.bundles, error })),
    );
    return () => {
      current = false;
    };
  }, [registryHash]);
  return state;
}
