import { Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { readItem } from '../net/items';
import type { CachedItem } from '../net/itemCache';
import { ErrorMessage } from '../overlays/ErrorMessage';
import type { ItemViewProps } from '../views/viewRegistry';
import { fromSavedSearch, savedSearchName, type SavedSearchFields } from './savedSearch';
import { SearchView, type SearchPreset } from './SearchCell';

function presetOf(item: CachedItem, locale: string): SearchPreset {
  const fields = item as Partial<SavedSearchFields>;
  const name = typeof fields.name === 'string' ? fields.name : '';
  return { state: fromSavedSearch(fields), title: savedSearchName({ name, ...(fields.nameT ? { nameT: fields.nameT } : {}) }, locale) };
}

/**
 * The page of a saved search (/i-SavedSearch-{n}): the search it describes, run in a search cell
 * titled by its name, with facets, live results and the saved-search menu, like the list it was
 * saved from. Its fields stay editable at /i-SavedSearch-{n}-edit.
 */
export function SavedSearchPage(props: ItemViewProps) {
  const { locale } = useIntl();
  const [item, setItem] = useState<CachedItem | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  useEffect(() => {
    let live = true;
    setItem(undefined);
    readItem(props.id).then(
      (found) => live && setItem(found),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [props.id]);
  const preset = useMemo(() => (item ? presetOf(item, locale) : undefined), [item, locale]);
  if (failure !== undefined) return <ErrorMessage error={failure} />;
  if (!preset) return <Spinner size={32} />;
  // Keyed by the item: another saved search in the same cell starts from its own state.
  return <SearchView key={props.id} cellKey={props.cellKey} columnIndex={props.columnIndex} {...(props.routeParam !== undefined ? { routeParam: props.routeParam } : {})} preset={preset} />;
}
