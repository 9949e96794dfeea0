/**
 * Layout states (platform spec §2): INIT before the first columns are known, APPLY_FOCUS while the
 * newly focused column is being scrolled into view, READY when settled, ACTIVE_CHANGED after the
 * user moved to another column (until that column is in view).
 */
export type LayoutPhase = 'INIT' | 'APPLY_FOCUS' | 'READY' | 'ACTIVE_CHANGED';

export interface LayoutState {
  phase: LayoutPhase;
  /** The column the user works in: breadcrumbs sit above it, the document title is its title. */
  focusCi: number;
  /** Cell keys of the open columns, to tell a route change from a re-render. */
  keys: readonly string[];
  /** Key of the cell shown alone at full width, if the user expanded one. */
  expandedKey?: string;
}

export type LayoutEvent =
  /** The route gave new columns. */
  | { type: 'COLUMNS'; keys: readonly string[] }
  /** The shell brought the focused column into view. */
  | { type: 'FOCUS_APPLIED' }
  /**
   * The user moved to a column (click, breadcrumb, back button on a small screen). `keys`: the
   * columns when the user pressed; if the click changed the route since, the route's focus stands.
   */
  | { type: 'ACTIVATE'; ci: number; keys?: readonly string[] }
  | { type: 'TOGGLE_EXPAND'; key: string };

export const INITIAL_LAYOUT: LayoutState = { phase: 'INIT', focusCi: 0, keys: [] };

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

export function layoutReducer(state: LayoutState, event: LayoutEvent): LayoutState {
  switch (event.type) {
    case 'COLUMNS': {
      if (state.phase !== 'INIT' && sameKeys(state.keys, event.keys)) return state;
      // A route change opens, replaces or closes the deepest cells: the last column is the one to work in.
      const next: LayoutState = { phase: 'APPLY_FOCUS', focusCi: Math.max(0, event.keys.length - 1), keys: event.keys };
      // An expanded cell stays expanded only while it is still open.
      if (state.expandedKey !== undefined && event.keys.includes(state.expandedKey)) next.expandedKey = state.expandedKey;
      return next;
    }
    case 'FOCUS_APPLIED':
      return state.phase === 'APPLY_FOCUS' || state.phase === 'ACTIVE_CHANGED' ? { ...state, phase: 'READY' } : state;
    case 'ACTIVATE': {
      if (event.ci < 0 || event.ci >= state.keys.length || (event.ci === state.focusCi && state.phase === 'READY')) return state;
      if (event.keys !== undefined && !sameKeys(event.keys, state.keys)) return state;
      const next: LayoutState = { ...state, phase: 'ACTIVE_CHANGED', focusCi: event.ci };
      // Moving to another column leaves an expanded one.
      if (state.expandedKey !== undefined && state.keys[event.ci] !== state.expandedKey) delete next.expandedKey;
      return next;
    }
    case 'TOGGLE_EXPAND': {
      const ci = state.keys.indexOf(event.key);
      if (ci < 0) return state;
      if (state.expandedKey === event.key) {
        const next: LayoutState = { ...state, phase: 'ACTIVE_CHANGED' };
        delete next.expandedKey;
        return next;
      }
      return { ...state, phase: 'ACTIVE_CHANGED', focusCi: ci, expandedKey: event.key };
    }
  }
}
