declare module 'virtual:vgn-icon-paths' {
  /** The folder of the per-icon path modules (scripts/vite/iconPaths.ts), e.g. /assets/icons-6.14.1. */
  export const ICON_PATHS_BASE: string;
}
