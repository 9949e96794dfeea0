/**
 * The small Markdown subset the built-in pages use: headings (#, ##, ###) with optional {#anchor},
 * paragraphs, "-" lists, and inline **bold**, `code` and [links](/path). Parsed into data, rendered
 * as React elements: no HTML string is ever injected.
 */
export type Inline = { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'code'; text: string } | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; id: string; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] };

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only site-relative, anchor, http(s) and mailto links survive; anything else shows as text. */
function safeHref(href: string): string | undefined {
  return /^(\/(?!\/)|#|https?:\/\/|mailto:)/.test(href) ? href : undefined;
}

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    const [whole, bold, code, linkText, href] = match;
    if (bold !== undefined) parts.push({ kind: 'bold', text: bold });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined) {
      const safe = safeHref(href);
      parts.push(safe === undefined ? { kind: 'text', text: linkText } : { kind: 'link', text: linkText, href: safe });
    } else parts.push({ kind: 'text', text: whole });
    last = index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | undefined;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = undefined;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*?)(?:\s+\{#([a-z0-9-]+)\})?$/.exec(line);
    if (heading) {
      flush();
      const [, hashes = '#', text = '', anchor] = heading;
      blocks.push({ kind: 'heading', level: hashes.length as 1 | 2 | 3, id: anchor ?? slug(text), content: parseInline(text) });
    } else if (/^[-*]\s+/.test(line)) {
      if (paragraph.length > 0) {
        blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
        paragraph = [];
      }
      list ??= [];
      list.push(parseInline(line.replace(/^[-*]\s+/, '')));
    } else if (line === '') {
      flush();
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The first level-1 heading as plain text: the page title. */
export function markdownTitle(blocks: readonly Block[]): string | undefined {
  const heading = blocks.find((b): b is Extract<Block, { kind: 'heading' }> => b.kind === 'heading' && b.level === 1);
  return heading?.content.map((c) => c.text).join('');
}
