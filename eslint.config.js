// Lint rules for hand-written code; generated/ is produced by scripts/codegen and checked for staleness instead.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/*
 * Import boundaries between the top-level folders (proved by scripts/lint/boundaries.test.ts).
 * no-restricted-imports sees only the import text, so every pattern is anchored at the repository
 * root by the importing file's depth: from engine/react/cells/x.tsx the root is '../../../', and
 * server/http's '../app' (server/app.ts) is not the app/ folder. Hence one block per depth, generated
 * from one description per folder.
 */
const MAX_DEPTH = 8;
const SOURCE_FILES = '*.{ts,tsx,js,jsx,mts,cts}';

/** Import text that climbs exactly `levels` folders (then names what follows). */
const climb = (levels) => `^(\\.\\./){${levels}}`;

/**
 * Files exactly `depth` folders below the root inside `folder`; tests only, or all files. A plugin's
 * `testing/` folder holds helpers only tests import (plugins/consult/testing/): it is held to the tests' rule.
 */
const filesAt = (folder, depth, tests) => [
  `${folder}/${'*/'.repeat(depth - 1)}${tests ? '*.test.{ts,tsx}' : SOURCE_FILES}`,
  ...(tests && folder === 'plugins' && depth >= 3 ? [`plugins/*/testing/${'*/'.repeat(depth - 3)}${SOURCE_FILES}`] : []),
];

const ENGINE_MESSAGE = 'engine/ is shared by client and server: it imports nothing from app/, server/ or plugins/ (generated/ is fine).';
const SERVER_MESSAGE = 'server/ imports no client code: nothing from app/, engine/react/ or a plugin client entry.';
const APP_MESSAGE = 'app/ talks to the server over the wire, it imports nothing from server/ (tests: server/testing/ only).';
const PLUGIN_MESSAGE = "A plugin imports only engine/, generated/ and its own files (tests and testing/ helpers also server/testing/, app/e2e/ and another plugin's testing/ helpers); not app/, server/ or another plugin's folder.";

/** no-restricted-imports patterns per folder, for a file `depth` folders below the root. */
const BOUNDARIES = {
  engine: (depth) => [{ regex: `${climb(depth)}(app|server|plugins)(/|$)`, message: ENGINE_MESSAGE }],
  server: (depth) => [
    { regex: `${climb(depth)}(app|engine/react)(/|$)`, message: SERVER_MESSAGE },
    { regex: `${climb(depth)}plugins/[^/]+/client[^/]*(/|$)`, message: SERVER_MESSAGE },
    { regex: '^(react|react-dom)(/|$)', message: SERVER_MESSAGE },
    { regex: '^@blueprintjs/', message: SERVER_MESSAGE },
  ],
  app: (depth, tests) => [
    { regex: `${climb(depth)}server${tests ? '(/(?!testing(/|$))|$)' : '(/|$)'}`, message: APP_MESSAGE },
  ],
  plugins: (depth, tests) => [
    // Climbing to plugins/ leaves the plugin's own folder (plugins/<key>/); only a file directly in plugins/ has none.
    // Tests may take another plugin's testing/ helpers (a plugin building on consultations sets one up as consult does).
    ...(depth > 1 ? [{ regex: `${climb(depth - 1)}(?!\\.\\./${tests ? '|[^/]+/testing(/|$)' : ''})`, message: PLUGIN_MESSAGE }] : []),
    { regex: `${climb(depth)}(?!(engine|generated${tests ? '|server/testing|app/e2e' : ''})(/|$))`, message: PLUGIN_MESSAGE },
  ],
};
/** Folders whose tests may reach further than their code (test harnesses, browser helpers). */
const TEST_EXCEPTIONS = ['app', 'plugins'];

function boundaryBlocks() {
  const blocks = [];
  for (const [folder, patterns] of Object.entries(BOUNDARIES)) {
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
      const rule = (tests) => ({ 'no-restricted-imports': ['error', { patterns: patterns(depth, tests) }] });
      blocks.push({ files: filesAt(folder, depth, false), rules: rule(false) });
      // Later blocks replace the rule's options, so tests get the whole pattern list with their exception.
      if (TEST_EXCEPTIONS.includes(folder)) blocks.push({ files: filesAt(folder, depth, true), rules: rule(true) });
    }
  }
  return blocks;
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '**/dist', 'storybook-static', 'generated', 'data', 'test-results', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // Tool configuration files and Storybook stories (CSF) must default-export by convention of those tools.
    files: ['*.config.{js,ts}', '.storybook/**', '**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...boundaryBlocks(),
);
