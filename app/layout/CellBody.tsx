import { NonIdealState, Spinner } from '@blueprintjs/core';
import { memo, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { encodeSearchLink } from '../../engine/react/plugin/searchLinks';
import { LINKED_SEARCH_VIEW } from '../search/linkedSearchRoute';
import type { RouteColumn } from '../routing/routeTypes';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { useSession } from '../session/useSession';
import { CellErrorBoundary } from './CellErrorBoundary';
import { InvalidCell } from './InvalidCell';
import { resolveCellView } from './resolveCellView';

export interface CellBodyProps {
  column: RouteColumn;
  focused: boolean;
  /** Overrides the column parameter (no-columns views get the rest of the path: /docs/{docKey}). */
  routeParam?: string;
}

function CellContent({ column, focused, routeParam }: CellBodyProps) {
  const session = useSession();
  const navigation = useColumnNavigation();
  // Administrator views never mount for others (the server refuses their writes anyway).
  if (column.kind === 'view' && column.route.admin === true && session.user.admin !== true) {
    return <NonIdealState icon="lock" className="vgn-cell-not-allowed" description={<FormattedMessage id="errors.notAllowed" />} />;
  }
  const resolved = resolveCellView(column, routeParam);
  switch (resolved.kind) {
    case 'invalid':
      return column.kind === 'invalid' ? <InvalidCell column={column} focused={focused} /> : null;
    case 'missing':
      return <NonIdealState icon="search-template" description={<FormattedMessage id="shell.cell.viewMissing" values={{ name: resolved.name }} />} />;
    case 'view':
      return (
        <resolved.Component
          {...resolved.props}
          openItem={(id) => void navigation.open(column.ci, { key: `i-${id}` })}
          openSearch={(search) => void navigation.open(column.ci, { key: `v-${LINKED_SEARCH_VIEW}`, routeParam: encodeSearchLink(search) })}
          setRouteParam={(param) => navigation.setParam(column.ci, param)}
        />
      );
    case 'item':
      return <resolved.Component {...resolved.props} />;
  }
}

/**
 * The view inside a cell, isolated from toolbar updates (memo): a view that sets its chrome after
 * each render must not re-render itself through its own toolbar.
 */
export const CellBody = memo(
  function CellBody(props: CellBodyProps) {
    return (
      <CellErrorBoundary resetKey={props.column.key}>
        <Suspense fallback={<Spinner className="vgn-cell-spinner" />}>
          <CellContent {...props} />
        </Suspense>
      </CellErrorBoundary>
    );
  },
  (a, b) =>
    a.column.key === b.column.key &&
    a.column.ci === b.column.ci &&
    a.column.routeParam === b.column.routeParam &&
    a.routeParam === b.routeParam &&
    a.focused === b.focused,
);
