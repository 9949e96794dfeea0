import { Tag } from '@blueprintjs/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlainTag } from './PlainTag';

describe('PlainTag', () => {
  // Same markup means same look: Blueprint's stylesheet styles both alike (light and dark).
  it('renders the markup of Blueprint Tag, so it looks the same', () => {
    expect(renderToStaticMarkup(<PlainTag minimal>Pending</PlainTag>)).toBe(renderToStaticMarkup(<Tag minimal>Pending</Tag>));
    expect(
      renderToStaticMarkup(
        <PlainTag round intent="danger" className="vgn-badge">
          12
        </PlainTag>,
      ),
    ).toBe(
      renderToStaticMarkup(
        <Tag round intent="danger" className="vgn-badge">
          12
        </Tag>,
      ),
    );
    expect(renderToStaticMarkup(<PlainTag intent="none">x</PlainTag>)).toBe(renderToStaticMarkup(<Tag intent="none">x</Tag>));
  });

  it('cuts a long text with CSS and can carry its full text as a title', () => {
    const html = renderToStaticMarkup(
      <PlainTag minimal title="Stoney Creek First Nation">
        Stoney Creek First Nation
      </PlainTag>,
    );
    expect(html).toContain('class="bp6-text-overflow-ellipsis bp6-fill"');
    expect(html).toContain('title="Stoney Creek First Nation"');
  });
});
