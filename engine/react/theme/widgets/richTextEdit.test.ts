import { describe, expect, it } from 'vitest';
import { applyRichTextCommand } from './richTextEdit';

describe('applyRichTextCommand', () => {
  it('wraps the selection and keeps it selected', () => {
    const result = applyRichTextCommand({ text: 'a big cat', start: 2, end: 5 }, 'bold');
    expect(result).toEqual({ text: 'a <strong>big</strong> cat', start: 10, end: 13 });
  });
  it('inserts an empty pair at the caret', () => {
    expect(applyRichTextCommand({ text: 'ab', start: 1, end: 1 }, 'italic').text).toBe('a<em></em>b');
  });
  it('turns selected lines into a list', () => {
    expect(applyRichTextCommand({ text: 'one\ntwo', start: 0, end: 7 }, 'list').text).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });
  it('links only web and mail addresses, escaping the address', () => {
    expect(applyRichTextCommand({ text: 'see', start: 0, end: 3 }, 'link', 'https://x.org/?a="b"').text).toBe('<a href="https://x.org/?a=&quot;b&quot;">see</a>');
    const unchanged = { text: 'see', start: 0, end: 3 };
    expect(applyRichTextCommand(unchanged, 'link', 'javascript:alert(1)')).toBe(unchanged);
  });
});
