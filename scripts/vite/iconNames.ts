import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Blueprint's module that derives the icon name tables at load (scripts/vite/iconNames.ts replaces it). */
const ICON_NAMES_MODULE = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/** Blueprint's own IconNames table (its CommonJS build computes it exactly as the ES module does). */
export function blueprintIconNames(): Record<string, string> {
  const module = createRequire(import.meta.url)('@blueprintjs/icons/lib/cjs/iconNames.js') as { IconNames: Record<string, string> };
  return module.IconNames;
}

/** The ES module put in place of Blueprint's iconNames.js: the same exports, as literals. */
export function iconNamesModuleSource(names: Record<string, string>): string {
  return `export const IconNames = ${JSON.stringify(names)};\nexport const IconNamesSet = new Set(Object.values(IconNames));\n`;
}

/**
 * Blueprint's iconNames.js runs change-case's pascalCase and snakeCase over every icon name when
 * the page starts (~60 ms of the first long task on this machine, and change-case in the bundle);
 * the names never change between builds of one installed version, so the build computes the table
 * once and ships it as a literal.
 */
export function precomputedIconNames(): Plugin {
  let source: string | undefined;
  return {
    name: 'vgn-icon-names',
    enforce: 'pre',
    load(id) {
      if (!ICON_NAMES_MODULE.test(id.split('?')[0] ?? '')) return undefined;
      source ??= iconNamesModuleSource(blueprintIconNames());
      return { code: source, map: null };
    },
  };
}
