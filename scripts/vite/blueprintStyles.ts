import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { splitDarkRules } from './splitDarkRules.ts';

/** Blueprint's stylesheet without its dark-theme rules (every page's first stylesheet). */
export const BLUEPRINT_LIGHT = 'virtual:vgn-blueprint-light.css';
/** Blueprint's dark-theme rules, loaded when the dark theme is first shown (app/theme/useDarkMode.ts). */
export const BLUEPRINT_DARK = 'virtual:vgn-blueprint-dark.css';

/**
 * Serves Blueprint's stylesheet as two modules, split once per build. Ids end in .css so Vite
 * handles them as stylesheets (bundled, hashed, minified); they resolve into the project so the
 * stylesheet's relative URLs (none today) would keep working.
 */
export function blueprintStyles(projectRoot: string): Plugin {
  const source = createRequire(import.meta.url).resolve('@blueprintjs/core/lib/css/blueprint.css');
  const ids = { [BLUEPRINT_LIGHT]: join(projectRoot, 'app', 'blueprint-light.css'), [BLUEPRINT_DARK]: join(projectRoot, 'app', 'blueprint-dark.css') };
  let split: { light: string; dark: string } | undefined;
  return {
    name: 'vgn-blueprint-styles',
    enforce: 'pre',
    resolveId: (id) => (id === BLUEPRINT_LIGHT || id === BLUEPRINT_DARK ? ids[id] : undefined),
    load(id) {
      if (id !== ids[BLUEPRINT_LIGHT] && id !== ids[BLUEPRINT_DARK]) return undefined;
      this.addWatchFile(source);
      split ??= splitDarkRules(readFileSync(source, 'utf8'));
      return id === ids[BLUEPRINT_LIGHT] ? split.light : split.dark;
    },
  };
}
