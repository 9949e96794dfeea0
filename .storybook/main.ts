import type { StorybookConfig } from '@storybook/react-vite';
import { clientPluginsModule } from '../scripts/vite/clientPluginsModule.ts';

/**
 * Storybook for the shell and the engine's generated views (generated/stories/ holds one story per
 * item type and view, written by scripts/codegen). The app's vite.config.ts builds from
 * app/ as root; Storybook keeps its own root (the project) and only takes the plugins from it.
 */
const config: StorybookConfig = {
  stories: ['../app/**/*.stories.tsx', '../engine/**/*.stories.tsx', '../generated/stories/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, root: process.cwd(), publicDir: false, plugins: [...(viteConfig.plugins ?? []), clientPluginsModule(process.cwd())] }),
};

export default config;
