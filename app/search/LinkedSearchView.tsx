import { NonIdealState } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { decodeSearchLink } from '../../engine/react/plugin/searchLinks';
import type { ViewProps } from '../views/viewRegistry';
import { SearchView, type SearchPreset } from './SearchCell';
import { initialSearchState } from './searchState';

/**
 * A search another view opened in this column (a plugin's count, a dashboard's figure): the
 * types and fixed filters its address carries, run in a search cell with facets, text and saved
 * searches like any other. An address that holds no search says so instead.
 */
export function LinkedSearchView(props: ViewProps) {
  const intl = useIntl();
  const { routeParam } = props;
  const preset = useMemo((): SearchPreset | undefined => {
    const link = decodeSearchLink(routeParam);
    if (!link) return undefined;
    return {
      state: initialSearchState({ types: [...link.types], must: [...(link.filters ?? [])] }),
      title: link.title ?? intl.formatMessage({ id: 'searchLinks.title' }),
    };
  }, [routeParam, intl]);
  if (!preset) return <NonIdealState icon="search" description={<FormattedMessage id="searchLinks.invalid" />} />;
  // Keyed by the address: another link opened in the same column starts from its own search.
  return <SearchView key={routeParam} cellKey={props.cellKey} columnIndex={props.columnIndex} preset={preset} />;
}
