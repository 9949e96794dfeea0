import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
/** Languages every text must exist in (English is the source). */
const LANGUAGES = ['fr'];

function keysOf(path: string): string[] {
  return Object.keys(JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>).filter((key) => key !== '$schema');
}

/** Every English message file with its counterpart in a language: plugins' messages/{lang}.json and app/messages/{area}.{lang}.json. */
function pairs(lang: string): [string, string][] {
  const plugins = readdirSync(join(ROOT, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .map((entry): [string, string] => [join(ROOT, 'plugins', entry.name, 'messages', 'en.json'), join(ROOT, 'plugins', entry.name, 'messages', `${lang}.json`)]);
  const app = readdirSync(join(ROOT, 'app', 'messages'))
    .filter((name) => name.endsWith('.en.json'))
    .map((name): [string, string] => [join(ROOT, 'app', 'messages', name), join(ROOT, 'app', 'messages', name.replace('.en.json', `.${lang}.json`))]);
  return [...plugins, ...app];
}

describe.each(LANGUAGES)('texts in %s', (lang) => {
  it.each(pairs(lang))('%s has every message in the translation', (english, translated) => {
    const have = new Set(keysOf(translated));
    expect(keysOf(english).filter((key) => !have.has(key))).toEqual([]);
  });
});
