import { useSnapshot } from 'valtio';
import { config, type ConfigState } from './config';

/** The client configuration (re-renders when GET /api/config has answered). */
export function useConfig(): Readonly<ConfigState> {
  return useSnapshot(config) as Readonly<ConfigState>;
}
