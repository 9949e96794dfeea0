import type { NavDashboard } from '../../engine/declarations/bundle';
import { DASHBOARD_DEFAULT_MAX } from '../../engine/derive/dashboards';
import { asSearchFilter, type SearchFilter, type SearchRequest } from '../search/searchProtocol';

/** The search/ids request of a dashboard: its types, its declared filters and sort, its first `max` hits with labels. */
export function dashboardRequest(dashboard: NavDashboard): SearchRequest {
  const [only] = dashboard.types;
  const typeFilter: SearchFilter = { kind: 'type', value: dashboard.types.length === 1 && only !== undefined ? only : [...dashboard.types] };
  const must = (dashboard.must ?? []).map(asSearchFilter).filter((filter): filter is SearchFilter => filter !== undefined);
  return {
    must: [typeFilter, ...must],
    ...(dashboard.sort && dashboard.sort.length > 0 ? { sort: dashboard.sort.map((s) => ({ field: s.field, order: s.order })) } : {}),
    labels: true,
    max: dashboard.max ?? DASHBOARD_DEFAULT_MAX,
  };
}
