import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';
import { documentTitle } from './documentTitle';
import type { Gate, GateAction } from './gateActions';
import { CLOSE_SEQUENCE, runGates, SAVE_SEQUENCE } from './gateActions';
import { INITIAL_LAYOUT, layoutReducer } from './layoutState';
import type { LayoutState } from './layoutState';
import { allowsMultiColumns, screenSizeOf } from './screenSize';
import { assertToolbar, toolbarProblems } from './toolbarRules';
import { visibleColumns } from './visibleColumns';

function recordingGate(log: string[], name: string, refuse?: GateAction): Gate {
  return (action) => {
    log.push(`${name}:${action}`);
    return action !== refuse;
  };
}

describe('gate actions', () => {
  it('validates with every gate before closing with any', async () => {
    const log: string[] = [];
    const outcome = await runGates([recordingGate(log, 'a'), recordingGate(log, 'b')], CLOSE_SEQUENCE);
    expect(outcome).toEqual({ ok: true });
    expect(log).toEqual(['a:VALIDATE', 'b:VALIDATE', 'a:CLOSE', 'b:CLOSE']);
  });

  it('cancels closing when a gate refuses to validate', async () => {
    const log: string[] = [];
    const outcome = await runGates([recordingGate(log, 'a', 'VALIDATE'), recordingGate(log, 'b')], CLOSE_SEQUENCE);
    expect(outcome).toEqual({ ok: false, refusedAt: 'VALIDATE' });
    expect(log).toEqual(['a:VALIDATE']);
  });

  it('saves with VALIDATE then SAVE and stops at a refusal', async () => {
    const log: string[] = [];
    const outcome = await runGates([recordingGate(log, 'a'), recordingGate(log, 'b', 'SAVE')], SAVE_SEQUENCE);
    expect(outcome).toEqual({ ok: false, refusedAt: 'SAVE' });
    expect(log).toEqual(['a:VALIDATE', 'b:VALIDATE', 'a:SAVE', 'b:SAVE']);
  });

  it('treats a throwing or rejecting gate as a refusal and an undefined answer as consent', async () => {
    const boom = new Error('boom');
    expect(await runGates([() => Promise.reject(boom)], CLOSE_SEQUENCE)).toEqual({ ok: false, refusedAt: 'VALIDATE', error: boom });
    expect(await runGates([() => undefined, async () => true], CLOSE_SEQUENCE)).toEqual({ ok: true });
    expect(await runGates([], SAVE_SEQUENCE)).toEqual({ ok: true });
  });
});

describe('toolbar rules', () => {
  it('refuses a control named default-menu and untitled menu items', () => {
    const problems = toolbarProblems([{ name: 'default-menu', node: null }], [{ title: ' ', onClick: () => undefined }]);
    expect(problems).toHaveLength(2);
    expect(() => assertToolbar(problems, true)).toThrow(/default-menu/);
    expect(() => assertToolbar(problems, false)).not.toThrow();
  });

  it('accepts well-formed controls', () => {
    expect(toolbarProblems([{ name: 'filter', node: null }], [{ title: 'Export', onClick: () => undefined }])).toEqual([]);
  });

  it('refuses duplicate control names', () => {
    expect(toolbarProblems([{ name: 'x', node: null }, { name: 'x', node: null }])).toHaveLength(1);
  });
});

describe('documentTitle', () => {
  it('joins the cell title and the site name with a bullet', () => {
    expect(documentTitle('Organization 3', 'VGN')).toBe('Organization 3 • VGN');
  });

  it('shows the site name alone without a title', () => {
    expect(documentTitle(undefined, 'VGN')).toBe('VGN');
    expect(documentTitle('  ', 'VGN')).toBe('VGN');
  });
});

describe('layout states', () => {
  const opened = layoutReducer(INITIAL_LAYOUT, { type: 'COLUMNS', keys: ['v-search', 'i-User-2'] });

  it('applies focus to the last column once columns are known, then is ready', () => {
    expect(opened).toEqual({ phase: 'APPLY_FOCUS', focusCi: 1, keys: ['v-search', 'i-User-2'] });
    expect(layoutReducer(opened, { type: 'FOCUS_APPLIED' }).phase).toBe('READY');
  });

  it('marks a move to another column as ACTIVE_CHANGED', () => {
    const ready = layoutReducer(opened, { type: 'FOCUS_APPLIED' });
    const moved = layoutReducer(ready, { type: 'ACTIVATE', ci: 0 });
    expect(moved).toMatchObject({ phase: 'ACTIVE_CHANGED', focusCi: 0 });
    expect(layoutReducer(moved, { type: 'FOCUS_APPLIED' }).phase).toBe('READY');
    expect(layoutReducer(ready, { type: 'ACTIVATE', ci: 5 })).toBe(ready);
  });

  it('lets a route change made by the click win over the activation of the column clicked in', () => {
    const ready = layoutReducer(opened, { type: 'FOCUS_APPLIED' });
    // The press in column 0 activates after its click; the click opened another item meanwhile.
    const reopened = layoutReducer(layoutReducer(ready, { type: 'COLUMNS', keys: ['v-search', 'i-User-3'] }), { type: 'FOCUS_APPLIED' });
    expect(layoutReducer(reopened, { type: 'ACTIVATE', ci: 0, keys: ['v-search', 'i-User-2'] })).toBe(reopened);
    expect(layoutReducer(reopened, { type: 'ACTIVATE', ci: 0, keys: ['v-search', 'i-User-3'] })).toMatchObject({ phase: 'ACTIVE_CHANGED', focusCi: 0 });
  });

  it('ignores a re-render with the same columns', () => {
    const ready = layoutReducer(opened, { type: 'FOCUS_APPLIED' });
    expect(layoutReducer(ready, { type: 'COLUMNS', keys: ['v-search', 'i-User-2'] })).toBe(ready);
  });

  it('expands and shrinks a cell, and forgets the expansion when it closes', () => {
    const expanded = layoutReducer(opened, { type: 'TOGGLE_EXPAND', key: 'v-search' });
    expect(expanded).toMatchObject({ focusCi: 0, expandedKey: 'v-search' });
    expect(layoutReducer(expanded, { type: 'TOGGLE_EXPAND', key: 'v-search' }).expandedKey).toBeUndefined();
    const stillOpen: LayoutState = layoutReducer(expanded, { type: 'COLUMNS', keys: ['v-search', 'i-User-9'] });
    expect(stillOpen.expandedKey).toBe('v-search');
    expect(layoutReducer(expanded, { type: 'COLUMNS', keys: ['i-User-9'] }).expandedKey).toBeUndefined();
  });
});

describe('visibleColumns', () => {
  it('shows one column at a time without multiple columns', () => {
    expect(visibleColumns(['THIRD', 'THIRD', 'THIRD'], 1, false)).toEqual({ first: 1, last: 1, shares: [1] });
  });

  it('fits columns before and after the focused one', () => {
    const fit = visibleColumns(['THIRD', 'THIRD', 'THIRD', 'THIRD'], 2, true);
    expect([fit.first, fit.last]).toEqual([0, 2]);
    const wide = visibleColumns(['HALF', 'TWO_THIRDS', 'THIRD'], 1, true);
    expect([wide.first, wide.last]).toEqual([1, 2]);
  });

  it('gives left-over space to the focused column', () => {
    expect(visibleColumns(['HALF', 'THIRD'], 1, true).shares).toEqual([0.5, 0.5]);
    expect(visibleColumns(['FULL', 'THIRD'], 1, true)).toEqual({ first: 1, last: 1, shares: [1] });
  });

  it('shows an expanded column alone', () => {
    expect(visibleColumns(['THIRD', 'THIRD'], 1, true, 0)).toEqual({ first: 0, last: 0, shares: [1] });
  });

  it('handles no columns', () => {
    expect(visibleColumns([], 0, true).shares).toEqual([]);
  });
});

describe('screen sizes', () => {
  it('allows several columns from medium screens up', () => {
    expect(screenSizeOf(500)).toBe('xs');
    expect(screenSizeOf(700)).toBe('sm');
    expect(allowsMultiColumns(screenSizeOf(1000))).toBe(true);
    expect(allowsMultiColumns(screenSizeOf(800))).toBe(false);
  });
});

describe('breadcrumbTrail', () => {
  it('lists the columns up to the focused one with their titles', () => {
    const titles: Record<string, string> = { 'v-search': 'Search' };
    const trail = breadcrumbTrail(['v-search', 'i-User-2', 'i-User-3'], 1, (k) => titles[k], (k) => `#${k}`);
    expect(trail).toEqual([
      { ci: 0, key: 'v-search', title: 'Search', current: false },
      { ci: 1, key: 'i-User-2', title: '#i-User-2', current: true },
    ]);
  });
});
