import { describe, expect, it } from 'vitest';
import { initialAssets } from './bundleSize';

const INDEX_HTML = `<!doctype html>
<html><head>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-dom-def.js">
  <link crossorigin href="/assets/api-ghi.js" rel="modulepreload">
  <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  <script src="/legacy.js"></script>
</head><body></body></html>`;

describe('initial assets of index.html', () => {
  it('are the module entry and the modulepreload links, whatever the attribute order', () => {
    expect(initialAssets(INDEX_HTML)).toEqual({
      js: ['assets/index-abc.js', 'assets/react-dom-def.js', 'assets/api-ghi.js'],
      css: ['assets/index-jkl.css'],
    });
  });
});
