import { Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import '../home/home.css';
import { SaveSearchHint } from '../home/SavedSearchesCard';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { CellLink } from '../routing/CellLink';
import { useRouteState } from '../routing/RouteStateContext';
import { useViewTitle } from '../screens/useViewTitle';
import type { ViewProps } from '../views/viewRegistry';
import { useOwnSavedSearches } from './useOwnSavedSearches';

/**
 * The user's saved searches (/saved-searches, the menu entry): opening one runs it in the next
 * column (/saved-searches/i-SavedSearch-{n}). Live: one saved from a list appears at once.
 */
export function SavedSearchesView({ cellKey, columnIndex }: ViewProps) {
  useViewTitle(cellKey, 'nav.saved-searches', 'bookmark');
  const { specs } = useRouteState();
  const { entries, failure } = useOwnSavedSearches(true);
  if (failure !== undefined) return <ErrorMessage error={failure} />;
  if (entries === undefined) return <Spinner className="vgn-cell-spinner" />;
  if (entries.length === 0) return <NonIdealState icon="bookmark" title={<FormattedMessage id="home.savedSearches.none" />} description={<SaveSearchHint />} />;
  const next = specs[columnIndex + 1]?.key;
  return (
    <ul className="vgn-home-list vgn-saved-search-list">
      {entries.map((entry) => (
        <li key={entry.id} className={next === `i-${entry.id}` ? 'vgn-saved-search-open' : undefined}>
          <CellLink to={{ key: `i-${entry.id}` }} className="vgn-home-list-link">
            <Icon icon="bookmark" size={14} />
            <span data-testid="saved-search-entry">{entry.name}</span>
          </CellLink>
        </li>
      ))}
    </ul>
  );
}
