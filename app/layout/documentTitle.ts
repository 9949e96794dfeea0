/** Separator between the cell title and the site name in the browser tab. */
export const TITLE_SEPARATOR = ' • ';

/** The document title (platform spec §2): "{focused cell title} • {site name}", or the site name alone. */
export function documentTitle(cellTitle: string | undefined, siteName: string): string {
  const title = cellTitle?.trim();
  if (!title) return siteName;
  if (!siteName) return title;
  return `${title}${TITLE_SEPARATOR}${siteName}`;
}
