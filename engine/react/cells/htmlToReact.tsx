import { createElement, type ReactNode } from 'react';

/** Elements kept from stored HTML; everything else is replaced by its text content. */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'ul', 'ol', 'li', 'blockquote',
  'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'span', 'div', 'hr',
  // Tables of attributes (e.g. those an import keeps in a feature's description).
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);

/** Elements whose text children may only be cells or rows: whitespace between their tags is layout, and React rejects it there. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

const VOID_TAGS = new Set(['br', 'hr']);

const WEB_URL = /^(https?:|mailto:)/i;

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const childNodes = Array.from(element.childNodes).filter((child) => !(TABLE_PARTS.has(tag) && child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()));
  const children = childNodes.map((child, i) => convert(child, i));
  if (!ALLOWED_TAGS.has(tag)) return children;
  if (VOID_TAGS.has(tag)) return createElement(tag, { key });
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!WEB_URL.test(href)) return children;
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Stored HTML as React elements. The markup is parsed inertly (DOMParser runs no scripts and loads
 * nothing), then rebuilt from an allowlist of tags with no attributes except http(s)/mailto link
 * targets; text is escaped by React. Nothing is ever injected as raw HTML. Without a DOM (server
 * rendering, tests) the tags are dropped and the text kept.
 */
export function htmlToReact(html: string): ReactNode {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (child, i) => convert(child, i));
}
