import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { blueprintStyles } from './scripts/vite/blueprintStyles.ts';
import { deepLinkPreloads } from './scripts/vite/deepLinkPreloads.ts';
import { clientPluginsModule } from './scripts/vite/clientPluginsModule.ts';
import { precomputedIconNames } from './scripts/vite/iconNames.ts';
import { iconPathsAssets } from './scripts/vite/iconPaths.ts';
import { precompressBuild } from './scripts/vite/precompress.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

const apiTarget = `http://localhost:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [react(), blueprintStyles(projectRoot), clientPluginsModule(projectRoot), iconPathsAssets(), precomputedIconNames(), deepLinkPreloads(), precompressBuild()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (what every page runs first) comes in one chunk:
        // automatic splitting made ~60 small files, each a request the first render waited for.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/lov': apiTarget,
      '/locale-overrides': apiTarget,
      '/attachment': apiTarget,
      '/ws': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
});
