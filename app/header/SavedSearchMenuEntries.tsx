import { MenuItem } from '@blueprintjs/core';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { buildLocation } from '../routing/buildLocation';
import { useOwnSavedSearches } from '../search/useOwnSavedSearches';

/** The menu entry (nav item) under which the user's saved searches are listed. */
export const SAVED_SEARCHES_VIEW = 'saved-searches';

/** Where a saved search opens from the menu: the list, and the search in the next column. */
export function savedSearchLocation(id: string): string {
  return buildLocation([{ key: `v-${SAVED_SEARCHES_VIEW}` }, { key: `i-${id}` }]);
}

/**
 * The user's saved searches under the menu's "Saved searches" entry, live (one saved from a list
 * shows up at once); an empty list says how to save one.
 */
export function SavedSearchMenuEntries({ onNavigate }: { onNavigate: (href: string) => void }) {
  const t = useTranslate();
  const { entries } = useOwnSavedSearches(true);
  if (entries === undefined) return null;
  if (entries.length === 0) return <MenuItem className="vgn-menu-depth-1 vgn-menu-hint" disabled multiline text={t('home.savedSearches.menuEmpty')} />;
  return (
    <>
      {entries.map((entry) => {
        const href = savedSearchLocation(entry.id);
        return (
          <MenuItem
            key={entry.id}
            className="vgn-menu-depth-1"
            icon="search-template"
            text={entry.name}
            href={href}
            data-testid="menu-saved-search"
            onClick={(event: React.MouseEvent<HTMLElement>) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onNavigate(href);
            }}
          />
        );
      })}
    </>
  );
}
