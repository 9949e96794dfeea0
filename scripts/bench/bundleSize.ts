import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The issue's budget for the initial JavaScript, gzipped. */
export const INITIAL_JS_TARGET_KB = 250;
const BUILD_TIMEOUT_MS = 10 * 60_000;

export interface SizedFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export type BundleReport =
  | {
      available: true;
      builtAt: string;
      /** The entry script and its modulepreload links: what a first visit downloads before rendering. */
      initialJs: { files: SizedFile[]; bytes: number; gzipBytes: number };
      initialCss: { files: SizedFile[]; gzipBytes: number };
      /** Every .js chunk in dist/assets (lazy routes included). */
      allJs: { count: number; bytes: number; gzipBytes: number };
      targetKB: number;
      withinTarget: boolean;
    }
  | { available: false; reason: string };

function sized(distDir: string, file: string): SizedFile {
  const content = readFileSync(join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** Values of `attribute` on the tags of index.html that match `tag` (e.g. /<script\b[^>]*>/g). */
function attributeValues(html: string, tag: RegExp, attribute: string, required: RegExp): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(tag)) {
    const text = match[0];
    const value = new RegExp(`\\s${attribute}\\s*=\\s*["']([^"']+)["']`, 'i').exec(text)?.[1];
    if (value !== undefined && required.test(text)) values.push(value.replace(/^\//, ''));
  }
  return values;
}

/** The entry scripts, modulepreloads and stylesheets index.html names (paths relative to dist/). */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const scripts = attributeValues(html, /<script\b[^>]*>/gi, 'src', /type\s*=\s*["']module["']/i);
  const preloads = attributeValues(html, /<link\b[^>]*>/gi, 'href', /rel\s*=\s*["']modulepreload["']/i);
  const css = attributeValues(html, /<link\b[^>]*>/gi, 'href', /rel\s*=\s*["']stylesheet["']/i);
  return { js: [...new Set([...scripts, ...preloads])], css };
}

function buildClient(root: string): string | undefined {
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, encoding: 'utf8', timeout: BUILD_TIMEOUT_MS });
  if (result.status === 0) return undefined;
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
  return `npx vite build failed (${result.error?.message ?? `exit ${String(result.status)}`}):\n${output}`;
}

/** Sizes dist/ (built first when dist/index.html is missing or `rebuild` is set). */
export function measureBundle(root: string, rebuild: boolean): BundleReport {
  const distDir = join(root, 'dist');
  const indexFile = join(distDir, 'index.html');
  if (rebuild || !existsSync(indexFile)) {
    const failure = buildClient(root);
    if (failure !== undefined) return { available: false, reason: failure };
  }
  if (!existsSync(indexFile)) return { available: false, reason: 'dist/index.html is missing after the build' };
  const { js, css } = initialAssets(readFileSync(indexFile, 'utf8'));
  if (js.length === 0) return { available: false, reason: 'dist/index.html names no module script' };
  const missing = [...js, ...css].filter((file) => !existsSync(join(distDir, file)));
  if (missing.length > 0) return { available: false, reason: `dist/index.html names files that are not in dist/: ${missing.join(', ')}` };

  const initial = js.map((file) => sized(distDir, file));
  const styles = css.map((file) => sized(distDir, file));
  const chunks = readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => sized(distDir, join('assets', file)));
  const sum = (files: SizedFile[], key: 'bytes' | 'gzipBytes'): number => files.reduce((total, file) => total + file[key], 0);
  const initialGzip = sum(initial, 'gzipBytes');
  return {
    available: true,
    builtAt: statSync(indexFile).mtime.toISOString(),
    initialJs: { files: initial, bytes: sum(initial, 'bytes'), gzipBytes: initialGzip },
    initialCss: { files: styles, gzipBytes: sum(styles, 'gzipBytes') },
    allJs: { count: chunks.length, bytes: sum(chunks, 'bytes'), gzipBytes: sum(chunks, 'gzipBytes') },
    targetKB: INITIAL_JS_TARGET_KB,
    withinTarget: initialGzip <= INITIAL_JS_TARGET_KB * 1024,
  };
}
