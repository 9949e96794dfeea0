import { Icon, Spinner } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { Guidance } from '../../engine/react/guidance/Guidance';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { CellLink } from '../routing/CellLink';
import { useOwnSavedSearches } from '../search/useOwnSavedSearches';

/** How to save a search: the line every empty list of saved searches shows. */
export function SaveSearchHint() {
  return (
    <Guidance className="vgn-home-hint">
      <FormattedMessage id="home.savedSearches.hint" />
    </Guidance>
  );
}

/** The user's saved searches; opening one runs it in the next column. Live: a new one appears at once. */
export function SavedSearchesCard() {
  const { entries, failure } = useOwnSavedSearches(true);
  if (failure !== undefined) return <ErrorMessage error={failure} />;
  if (entries === undefined) return <Spinner size={20} />;
  if (entries.length === 0)
    return (
      <>
        <p className="vgn-home-empty">
          <FormattedMessage id="home.savedSearches.none" />
        </p>
        <SaveSearchHint />
      </>
    );
  return (
    <ul className="vgn-home-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <CellLink to={{ key: `i-${entry.id}` }} className="vgn-home-list-link">
            <Icon icon="bookmark" size={14} />
            <span data-testid="home-saved-search">{entry.name}</span>
          </CellLink>
        </li>
      ))}
    </ul>
  );
}
