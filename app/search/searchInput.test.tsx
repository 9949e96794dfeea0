import { InputGroup, Spinner } from '@blueprintjs/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchInput } from './SearchInput';

const noop = (): void => undefined;

describe('SearchInput', () => {
  it('renders the markup of a Blueprint InputGroup with a search icon, so it looks the same', () => {
    const ours = renderToStaticMarkup(<SearchInput type="search" value="ston" onChange={noop} placeholder="Search…" ariaLabel="Search" busy={false} fill />);
    const blueprint = renderToStaticMarkup(<InputGroup leftIcon="search" type="search" value="ston" onChange={noop} placeholder="Search…" aria-label="Search" fill />);
    expect(ours).toBe(blueprint);
  });

  it('shows the spinner where InputGroup puts its right element, its room kept by a class instead of a measured padding', () => {
    const ours = renderToStaticMarkup(<SearchInput value="" onChange={noop} placeholder="Search…" ariaLabel="Search" busy />);
    const blueprint = renderToStaticMarkup(<InputGroup leftIcon="search" value="" onChange={noop} placeholder="Search…" aria-label="Search" rightElement={<Spinner size={16} />} />);
    expect(ours).toBe(blueprint.replace('class="bp6-input-group"', 'class="bp6-input-group vgn-search-input-busy"'));
  });
});
