import { describe, expect, it } from 'vitest';
import { columnsAfterClose, columnsAfterLink, columnsWithParam, isBrowserHandledClick, linkModeOf } from './linkTarget';

const open = [{ key: 'v-search', routeParam: 'oak' }, { key: 'i-Organization-3' }, { key: 'i-Contact-5' }];

describe('columnsAfterLink', () => {
  it('opens a plain click in the next column and closes later ones', () => {
    expect(columnsAfterLink(open, 0, { key: 'i-Organization-9' }, 'next')).toEqual([open[0], { key: 'i-Organization-9' }]);
    expect(columnsAfterLink(open, 2, { key: 'i-User-1' }, 'next')).toEqual([...open, { key: 'i-User-1' }]);
  });

  it('replaces the link cell on Ctrl/Cmd-click', () => {
    expect(columnsAfterLink(open, 1, { key: 'i-Organization-9' }, 'replace')).toEqual([open[0], { key: 'i-Organization-9' }]);
    expect(columnsAfterLink(open, 0, { key: 'i-User-1' }, 'replace')).toEqual([{ key: 'i-User-1' }]);
  });

  it('keeps the columns when the target is already the next cell', () => {
    expect(columnsAfterLink(open, 0, { key: 'i-Organization-3' }, 'next')).toEqual(open);
  });

  it('makes a link from outside any cell the only column', () => {
    expect(columnsAfterLink(open, -1, { key: 'v-notifications' }, 'next')).toEqual([{ key: 'v-notifications' }]);
  });
});

describe('link clicks', () => {
  it('reads Ctrl and Cmd as replace', () => {
    expect(linkModeOf({ ctrlKey: true, metaKey: false })).toBe('replace');
    expect(linkModeOf({ ctrlKey: false, metaKey: true })).toBe('replace');
    expect(linkModeOf({ ctrlKey: false, metaKey: false })).toBe('next');
  });

  it('leaves middle clicks, shift and alt to the browser', () => {
    expect(isBrowserHandledClick({ button: 1, shiftKey: false, altKey: false })).toBe(true);
    expect(isBrowserHandledClick({ button: 0, shiftKey: true, altKey: false })).toBe(true);
    expect(isBrowserHandledClick({ button: 0, shiftKey: false, altKey: false })).toBe(false);
  });
});

describe('column edits', () => {
  it('closes a column and the ones after it', () => {
    expect(columnsAfterClose(open, 1)).toEqual([open[0]]);
    expect(columnsAfterClose(open, 0)).toEqual([]);
  });

  it('sets or clears one column parameter', () => {
    expect(columnsWithParam(open, 0, undefined)[0]).toEqual({ key: 'v-search' });
    expect(columnsWithParam(open, 1, 'x')[1]).toEqual({ key: 'i-Organization-3', routeParam: 'x' });
  });
});
