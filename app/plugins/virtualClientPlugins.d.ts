declare module 'virtual:vgn-client-plugins' {
  import type { ClientEntry } from '../../engine/react/plugin/clientPlugin';

  /** Client entries of the plugins in this build (scripts/vite/clientPluginsModule.ts). */
  export const clientEntries: readonly ClientEntry[];
}
