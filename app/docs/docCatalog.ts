/**
 * The built-in documentation and legal pages (Markdown subset, see markdown.ts). Loaded on demand
 * so that none of their text weighs on the first page.
 */
const docPages = import.meta.glob<string>('./pages/**/*.md', { query: '?raw', import: 'default' });
const legalPages = import.meta.glob<string>('./legal/*.md', { query: '?raw', import: 'default' });

export interface DocIndexEntry {
  key: string;
  /** Message id of the title in menus. */
  title: string;
}

function keyOf(path: string, folder: string): string {
  return path.slice(`./${folder}/`.length, -'.md'.length);
}

/** Keys of every doc page ("getting-started", "admin/masquerade"), in reading order. */
export const DOC_ORDER: readonly string[] = ['getting-started', 'columns-and-links', 'search', 'notifications', 'preferences'];

/** Every doc page: the ordered ones first, the others (nested keys) after. */
export function docIndex(): DocIndexEntry[] {
  const keys = Object.keys(docPages).map((p) => keyOf(p, 'pages'));
  const ordered = [...DOC_ORDER.filter((k) => keys.includes(k)), ...keys.filter((k) => !DOC_ORDER.includes(k)).sort()];
  return ordered.map((key) => ({ key, title: `shell.docs.pages.${key.replace(/\//g, '.')}` }));
}

/** The Markdown of a doc page, or undefined when there is none by that key. */
export function loadDoc(key: string): Promise<string | undefined> {
  const load = docPages[`./pages/${key}.md`];
  return load ? load() : Promise.resolve(undefined);
}

export type LegalPage = 'terms' | 'privacy-policy' | 'imprint' | 'about';

export function loadLegalPage(page: LegalPage): Promise<string | undefined> {
  const load = legalPages[`./legal/${page}.md`];
  return load ? load() : Promise.resolve(undefined);
}
