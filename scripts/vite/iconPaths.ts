import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export const ICON_PATHS_MODULE = 'virtual:vgn-icon-paths';
const RESOLVED_ID = `\0${ICON_PATHS_MODULE}`;
const SIZES = [16, 20] as const;
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=.*$/m;

/** The installed @blueprintjs/icons: its folder and version. */
function iconsPackage(): { dir: string; version: string } {
  const manifest = createRequire(import.meta.url).resolve('@blueprintjs/icons/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { dir: dirname(manifest), version };
}

function pathsDir(dir: string, size: number): string {
  return join(dir, 'lib', 'esm', 'generated', `${size}px`, 'paths');
}

/** Where the paths of one icon are written, relative to the build root: the version keeps the URL immutable. */
export function iconPathsFile(version: string, size: number, name: string): string {
  return `assets/icons-${version}/${size}/${name}.js`;
}

/**
 * Blueprint's per-icon path modules (`export default [...]`, no imports) copied as they are to
 * assets/icons-{version}/{16|20}/{name}.js, and `virtual:vgn-icon-paths` naming that folder. The
 * client loads an icon's paths with one import() of a computed URL (app/theme/iconLoader.ts): no
 * table of 4,000 chunk names in the bundle, and no request for the paths of all icons.
 */
export function iconPathsAssets(): Plugin {
  const { dir, version } = iconsPackage();
  let base = '/';
  return {
    name: 'vgn-icon-paths',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === ICON_PATHS_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export const ICON_PATHS_BASE = ${JSON.stringify(`${base}assets/icons-${version}`)};\n` : undefined),
    generateBundle() {
      for (const size of SIZES) {
        for (const file of readdirSync(pathsDir(dir, size)).filter((name) => name.endsWith('.js') && name !== 'index.js')) {
          const source = readFileSync(join(pathsDir(dir, size), file), 'utf8').replace(SOURCE_MAP_COMMENT, '');
          this.emitFile({ type: 'asset', fileName: iconPathsFile(version, size, file.slice(0, -3)), source });
        }
      }
    },
    // The dev server answers the same URLs from node_modules.
    configureServer(server) {
      const url = new RegExp(`^${base}assets/icons-${version.replace(/\./g, '\\.')}/(16|20)/([a-z0-9-]+)\\.js$`);
      server.middlewares.use((request, response, next) => {
        const match = url.exec(request.url ?? '');
        if (!match?.[1] || !match[2]) return next();
        try {
          const source = readFileSync(join(pathsDir(dir, Number(match[1])), `${match[2]}.js`), 'utf8');
          response.setHeader('content-type', 'text/javascript');
          response.end(source.replace(SOURCE_MAP_COMMENT, ''));
        } catch {
          next();
        }
      });
    },
  };
}
