import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { requestClose } from '../layout/gateRegistry';
import { showAlert } from '../overlays/alerts';
import { buildLocation } from './buildLocation';
import { columnsAfterClose, columnsAfterLink, columnsWithParam } from './linkTarget';
import type { LinkMode } from './linkTarget';
import type { ColumnSpec } from './routeTypes';
import { useRouteState } from './RouteStateContext';

/** Keys of the columns that are open now but not at the same place afterwards: their cells close. */
function closingKeys(before: readonly ColumnSpec[], after: readonly ColumnSpec[]): string[] {
  return before.filter((c, i) => after[i]?.key !== c.key).map((c) => c.key);
}

export interface ColumnNavigation {
  /** Follows a link from column `fromCi` (-1: from outside the cells). */
  open(fromCi: number, target: ColumnSpec, mode?: LinkMode): Promise<boolean>;
  /** Closes column `ci` and those after it. */
  close(ci: number): Promise<boolean>;
  /** Sets the c{ci} parameter of a column (replaces the history entry: typing a search is no navigation). */
  setParam(ci: number, routeParam: string | undefined): void;
  /** Goes to an address after asking every open cell that would close. */
  go(location: string): Promise<boolean>;
}

/**
 * Column changes that respect gate actions: before any cell goes away its gates are asked
 * VALIDATE then CLOSE, and a refusal cancels the navigation (platform spec §5).
 */
export function useColumnNavigation(): ColumnNavigation {
  const navigate = useNavigate();
  const { specs } = useRouteState();

  const apply = useCallback(
    async (after: ColumnSpec[]): Promise<boolean> => {
      const outcome = await requestClose(closingKeys(specs, after));
      if (!outcome.ok) {
        if (outcome.error !== undefined) showAlert({ type: 'WARNING', message: 'shell.cell.closeRefused' });
        return false;
      }
      await navigate(buildLocation(after));
      return true;
    },
    [navigate, specs],
  );

  const open = useCallback(
    (fromCi: number, target: ColumnSpec, mode: LinkMode = 'next') => apply(columnsAfterLink(specs, fromCi, target, mode)),
    [apply, specs],
  );
  const close = useCallback((ci: number) => apply(columnsAfterClose(specs, ci)), [apply, specs]);
  const setParam = useCallback(
    (ci: number, routeParam: string | undefined) => void navigate(buildLocation(columnsWithParam(specs, ci, routeParam)), { replace: true }),
    [navigate, specs],
  );
  const go = useCallback(
    async (location: string): Promise<boolean> => {
      const outcome = await requestClose(specs.map((c) => c.key));
      if (!outcome.ok) return false;
      await navigate(location);
      return true;
    },
    [navigate, specs],
  );
  return { open, close, setParam, go };
}
