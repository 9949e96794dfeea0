import { describe, expect, it } from 'vitest';
import { markdownTitle, parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings with anchors, paragraphs and lists', () => {
    const blocks = parseMarkdown('# Privacy\n\nWe keep **little**.\nVery little.\n\n## Cookies {#cookies}\n- one\n- `two`\nAfter.');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, id: 'privacy', content: [{ kind: 'text', text: 'Privacy' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'We keep ' }, { kind: 'bold', text: 'little' }, { kind: 'text', text: '. Very little.' }] },
      { kind: 'heading', level: 2, id: 'cookies', content: [{ kind: 'text', text: 'Cookies' }] },
      { kind: 'list', items: [[{ kind: 'text', text: 'one' }], [{ kind: 'code', text: 'two' }]] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'After.' }] },
    ]);
    expect(markdownTitle(blocks)).toBe('Privacy');
  });

  it('keeps safe links only', () => {
    expect(parseInline('[home](/i-User-1) [x](javascript:alert(1)) [m](mailto:a@b.c)')).toEqual([
      { kind: 'link', text: 'home', href: '/i-User-1' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ') ' },
      { kind: 'link', text: 'm', href: 'mailto:a@b.c' },
    ]);
    expect(parseInline('[evil](//evil.example)')).toEqual([{ kind: 'text', text: 'evil' }]);
  });
});
