import { NonIdealState } from '@blueprintjs/core';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { mayCreateType } from '../../engine/derive/createRule';
import { evaluateShowRule } from '../../engine/derive/showRule';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { searchActionsOf } from '../../engine/react/plugin/searchActions';
import { useEngine } from '../../engine/react/services/EngineContext';
import { AppEngineProvider } from '../data/AppEngineProvider';
import { menuUserOf } from '../header/menuGlue';
import { useCellChrome } from '../layout/useCellChrome';
import { useCompactScreen } from '../layout/useCompactScreen';
import { config, deploymentOf } from '../net/config';
import type { CachedItem } from '../net/itemCache';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { useRouteState } from '../routing/RouteStateContext';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { hasValidToken, isSignedIn } from '../session/authState';
import { useSession } from '../session/useSession';
import { createCellId } from '../views/item/itemPageRules';
import type { ViewProps } from '../views/viewRegistry';
import { FacetDrawer } from './FacetDrawer';
import { facetBlocks, type FacetBlock } from './facetPanel';
import { FacetPanel } from './FacetPanel';
import { LazySearchGrid } from './LazySearchGrid';
import { searchResults } from './resultsStore';
import { SavedSearchMenu } from './SavedSearchMenu';
import { SearchInput } from './SearchInput';
import { DEFAULT_SEARCH_MAX } from './searchProtocol';
import { initialCellState, searchCellConfig } from './searchCellConfig';
import { cellSearchModel, gridHeaders } from './searchModels';
import { buildSearchRequest, currentTzOffset, scopeFilters, selectedFacetRequests, toggleFacetKey, visibleFacets, type SearchState } from './searchState';
import { usePagedSearch } from './usePagedSearch';
import { useTypeWatches } from './useTypeWatches';
import './search.css';

/** Pause after a pushed change before the search runs again (new hits, order, counts). */
const LIVE_REFRESH_MS = 1000;

const NO_BLOCKS: readonly FacetBlock[] = [];

/** A search opened with a state of its own (a saved search's page) instead of a nav declaration. */
export interface SearchPreset {
  state: SearchState;
  title: string;
}

function SearchCellBody({ cellKey, columnIndex, routeParam, preset }: ViewProps & { preset?: SearchPreset }) {
  const t = useTranslate();
  // The services' audience is one object per user and deployment, so the model below stays stable.
  const { registry, audience } = useEngine();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const admin = session.user.admin === true;
  const { specs } = useRouteState();
  const { open, setParam } = useColumnNavigation();
  const cell = useMemo(() => (preset ? { general: false } : searchCellConfig(registry, cellKey)), [registry, cellKey, preset]);
  const presetTypes = preset?.state.types;
  const model = useMemo(() => cellSearchModel(registry, presetTypes ?? cell.view?.types ?? [], audience), [registry, cell, audience, presetTypes]);
  const [state, setState] = useState<SearchState>(() => preset?.state ?? initialCellState(cell, model.types, routeParam));

  // The general search follows its address (/search?c0=text): the header's search bar sets it.
  useEffect(() => {
    if (cell.general) setState((s) => (s.text === (routeParam ?? '') ? s : { ...s, text: routeParam ?? '', max: DEFAULT_SEARCH_MAX }));
  }, [cell, model, routeParam]);

  const facets = useMemo(() => visibleFacets(model.facets, admin), [model, admin]);
  const request = useMemo(() => buildSearchRequest(state, facets, model.defaultSort, currentTzOffset(new Date())), [state, facets, model]);
  const run = usePagedSearch(request, session.user.$id);
  const { updateRow, refresh, pages } = run;

  // Previous/next of an item opened from here reads positions from the pages as they load.
  useEffect(() => {
    if (!pages) return;
    searchResults.set(cellKey, pages);
    return pages.onChange(() => searchResults.set(cellKey, pages));
  }, [cellKey, pages]);
  useEffect(() => () => searchResults.clear(cellKey), [cellKey]);

  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  const onPushedItem = useCallback(
    (item: CachedItem) => {
      updateRow(item);
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(refresh, LIVE_REFRESH_MS);
    },
    [updateRow, refresh],
  );
  const watchMatch = useMemo(() => scopeFilters({ ...state, types: [] }), [state]);
  useTypeWatches(state.types, watchMatch, onPushedItem);

  const createType = cell.view?.create;
  const user = menuUserOf(session.user, signedIn, hasValidToken(session));
  const deployment = deploymentOf(config);
  // The view's createShow and the type's own create rule (the server applies the latter too).
  const mayCreate = (typeKey: string | undefined): typeKey is string => {
    const resolved = typeKey === undefined ? undefined : registry.types.get(typeKey);
    return resolved !== undefined && mayCreateType(resolved, user, deployment) && (cell.view?.createShow === undefined || evaluateShowRule(cell.view.createShow, user, deployment));
  };
  const createTitle = (typeKey: string): string => t('views.search.create', { type: t(registry.types.get(typeKey)?.declaration.label ?? typeKey) });
  const openCreate = (typeKey: string) => () => void open(columnIndex, { key: `i-${createCellId(typeKey, Date.now() % 1_000_000_000)}` });
  const title = preset?.title ?? (cell.nav ? t(cell.nav.title) : t('views.search.title'));
  const total = run.total;
  useCellChrome(cellKey, {
    title,
    // The grid fills the cell's height and scrolls its own rows (searchGrid.css).
    bodyClass: 'vgn-cell-fill',
    icon: preset ? 'bookmark' : (cell.nav?.icon ?? 'search'),
    ...(cell.view?.width ? { width: cell.view.width } : {}),
    actionBtn: mayCreate(createType) ? { title: createTitle(createType), icon: 'add', onClick: openCreate(createType) } : undefined,
    // Further types the view offers to create (nav `alsoCreate`), in the cell's menu.
    menuItems: (cell.view?.alsoCreate ?? []).filter(mayCreate).map((typeKey) => ({ title: createTitle(typeKey), icon: 'add', onClick: openCreate(typeKey) })),
  });

  const actions = cell.nav ? searchActionsOf(cell.nav.path) : [];
  const next = specs[columnIndex + 1]?.key;
  const openId = next?.startsWith('i-') ? next.slice(2) : undefined;
  const blocks = useMemo(() => facetBlocks(facets, run.reply?.facets ?? {}, state.selectedFacets, model.schemaOf, model.enumMessagesOf, (field) => model.headers.find((header) => header.field === field)?.cell), [facets, run.reply, state.selectedFacets, model]);
  // A phone keeps the whole width for the results: the facets wait behind a Filters button.
  const compact = useCompactScreen();
  const toggleFacet = useCallback(
    (field: string, key: string) => setState((s) => ({ ...s, selectedFacets: toggleFacetKey(s.selectedFacets, field, key), max: DEFAULT_SEARCH_MAX })),
    [],
  );
  // The facets render after the rows, in a later low-priority (interruptible) render: the first rows
  // do not wait for them. Their panel keeps its width meanwhile (search.css), so nothing moves.
  const deferredBlocks = useDeferredValue(blocks, NO_BLOCKS);

  const setText = (text: string) => {
    setState((s) => ({ ...s, text, max: DEFAULT_SEARCH_MAX }));
    if (cell.general) setParam(columnIndex, text === '' ? undefined : text);
  };

  return (
    <div className="vgn-search-cell">
      <div className="vgn-search-bar">
        <SearchInput
          type="search"
          value={state.text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('views.search.placeholder')}
          ariaLabel={t('views.search.placeholder')}
          busy={run.loading}
          fill
        />
        {compact && blocks.length > 0 ? (
          <FacetDrawer blocks={deferredBlocks} onToggle={toggleFacet} onClear={() => setState((s) => ({ ...s, selectedFacets: {}, max: DEFAULT_SEARCH_MAX }))} total={total} />
        ) : null}
        {actions.map(({ key, component: Action }) => (
          <Action key={key} must={scopeFilters(state)} facets={selectedFacetRequests(state, facets)} total={total} />
        ))}
        <SavedSearchMenu state={state} onApply={(saved) => setState({ ...saved, types: model.types.length > 0 ? model.types : saved.types })} canSave={signedIn} />
      </div>
      <div className="vgn-search-body">
        {!compact && blocks.length > 0 ? <FacetPanel blocks={deferredBlocks} onToggle={toggleFacet} /> : null}
        <div className="vgn-search-results">
          {run.error !== undefined ? <ErrorMessage error={run.error} /> : null}
          {run.pages && total > 0 ? (
            <div className="vgn-search-total" data-testid="search-total">
              <FormattedMessage id="views.search.total" values={{ shown: Math.min(run.loaded, total), total }} />
            </div>
          ) : null}
          {!run.loading && run.error === undefined && total === 0 ? (
            <NonIdealState icon="search" description={<FormattedMessage id="app.noResults.NONE" />} />
          ) : run.pages && total > 0 ? (
            <LazySearchGrid
              headers={gridHeaders(model, admin)}
              pages={run.pages}
              schemaOf={model.schemaOf}
              {...(run.reply?.labels ? { labels: run.reply.labels } : {})}
              sort={state.sort.length > 0 ? state.sort : model.defaultSort}
              onSortChange={(sort) => setState((s) => ({ ...s, sort }))}
              onOpen={(id) => void open(columnIndex, { key: `i-${id}` })}
              {...(openId ? { openId } : {})}
              dark={session.user.dark === true}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The search cell: the general search (/search?c0=text) and every nav view of kind "search"
 * (configured by its declaration: types, sort, must, selected facets, create). Full-text box,
 * facet panel with counts, saved searches, a sortable result grid (ag-grid, loaded lazily) paged
 * from the server as it scrolls, live updates through type watches, and a create button when the declaration names a type.
 */
export function SearchView(props: ViewProps & { preset?: SearchPreset }) {
  return (
    <AppEngineProvider>
      <SearchCellBody {...props} />
    </AppEngineProvider>
  );
}
