/**
 * The page shell for a client route (scripts/vite/deepLinkPreloads.ts writes them): the first column
 * decides what the page needs first — an item page for `/i-Type-n`, a list otherwise. The home page
 * (and an unbuilt variant) gets plain index.html.
 */
export function deepLinkShell(path: string): string | undefined {
  const first = path.split('/').find((segment) => segment !== '');
  if (first === undefined) return undefined;
  return first.startsWith('i-') ? 'deep-item.html' : 'deep-search.html';
}
