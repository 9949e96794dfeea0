import { useMemo } from 'react';
import { visibleDashboards, type VisibleDashboard } from '../../engine/derive/dashboards';
import type { Deployment, MenuUser } from '../../engine/derive/showRule';
import { useRegistry } from '../registry/useRegistry';

/** The dashboards this user sees (all of them, or those of one nav view), kept while the registry and user stay. */
export function useDashboards(user: MenuUser, deployment: Deployment, path?: string): VisibleDashboard[] {
  const registry = useRegistry();
  return useMemo(() => visibleDashboards(registry?.nav ?? [], user, deployment, path), [registry, user, deployment, path]);
}
