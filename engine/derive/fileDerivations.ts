/**
 * Values the server derives from another field of the same item (field hint `derivedFrom`): the
 * media kind of a media type and the extension of a file name, which searches facet on (spec §9
 * attachment searches). Pure, so the server and tests compute them alike.
 */
export const FILE_DERIVATIONS = ['mediaKind', 'extension'] as const;

export type FileDerivation = (typeof FILE_DERIVATIONS)[number];

const TOP_LEVEL_KINDS = ['audio', 'image', 'model', 'text', 'video', 'application'];

/** Spec §9 media kinds (list of values MEDIA_KINDS): pdf, gif and png by subtype, else the media type's top level. */
export function mediaKindOf(mediaType: unknown): string | undefined {
  if (typeof mediaType !== 'string') return undefined;
  const [top, sub] = mediaType.toLowerCase().split('/');
  if (sub === 'pdf') return 'PDF';
  if (top === 'image' && (sub === 'gif' || sub === 'png')) return sub.toUpperCase();
  return top && TOP_LEVEL_KINDS.includes(top) ? top.toUpperCase() : undefined;
}

/** The name's extension, lower case, without the dot ("Site plan.PDF" → "pdf"); none for a name without one. */
export function extensionOf(name: unknown): string | undefined {
  const match = typeof name === 'string' ? /\.([A-Za-z0-9]{1,20})$/.exec(name) : null;
  return match?.[1]?.toLowerCase();
}

/** The derived value of `source` (undefined: none, the field is left out). */
export function derivedValue(derivation: FileDerivation, source: unknown): string | undefined {
  return derivation === 'mediaKind' ? mediaKindOf(source) : extensionOf(source);
}
