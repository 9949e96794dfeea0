/** A text with a selection, as a textarea reports it. */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/** Formatting the rich-text toolbar applies: inline tags around the selection, or a list of its lines. */
export type RichTextCommand = 'bold' | 'italic' | 'underline' | 'list' | 'link';

const INLINE_TAGS: Record<'bold' | 'italic' | 'underline', string> = { bold: 'strong', italic: 'em', underline: 'u' };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Applies a toolbar command: wraps the selected text (or inserts an empty pair at the caret) and
 * returns the new text with the selection placed on the formatted content. `href` is required
 * for links and must be http(s) or mailto; anything else leaves the text unchanged.
 */
export function applyRichTextCommand(selection: TextSelection, command: RichTextCommand, href?: string): TextSelection {
  const { text, start, end } = selection;
  const before = text.slice(0, start);
  const selected = text.slice(start, end);
  const after = text.slice(end);
  let open: string;
  let close: string;
  let inner = selected;
  if (command === 'list') {
    const lines = (selected === '' ? [''] : selected.split('\n')).map((line) => `<li>${line}</li>`);
    open = '<ul>\n';
    close = '\n</ul>';
    inner = lines.join('\n');
  } else if (command === 'link') {
    if (!href || !/^(https?:|mailto:)/i.test(href)) return selection;
    open = `<a href="${escapeAttribute(href)}">`;
    close = '</a>';
    if (inner === '') inner = href;
  } else {
    const tag = INLINE_TAGS[command];
    open = `<${tag}>`;
    close = `</${tag}>`;
  }
  return { text: `${before}${open}${inner}${close}${after}`, start: start + open.length, end: start + open.length + inner.length };
}
