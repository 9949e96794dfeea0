import type { NavDashboard, NavItem } from '../declarations/bundle';
import { isNavItemVisible } from './menuTree';
import { evaluateShowRule, type Deployment, type MenuUser } from './showRule';

/** One dashboard a user sees, with the nav view that declares it. */
export interface VisibleDashboard {
  /** Path of the nav item of kind dashboard ("consult.dashboard"). */
  path: string;
  dashboard: NavDashboard;
}

/**
 * The dashboards a user sees, in nav order then declared order: those of every nav view of kind
 * dashboard the user's menu shows (its own gates: capability, show rule, dedicated keys), each
 * kept when its own show rule holds. The home page shows all of them; a dashboard view those of
 * its own path.
 */
export function visibleDashboards(nav: readonly NavItem[], user: MenuUser, deployment: Deployment, path?: string): VisibleDashboard[] {
  return nav
    .filter((item) => item.view?.kind === 'dashboard' && (path === undefined || item.path === path) && isNavItemVisible(item, user, deployment))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.path.localeCompare(b.path))
    .flatMap((item) =>
      (item.view?.dashboards ?? [])
        .filter((dashboard) => dashboard.show === undefined || evaluateShowRule(dashboard.show, user, deployment))
        .map((dashboard) => ({ path: item.path, dashboard })),
    );
}

/** Default number of items a dashboard shows. */
export const DASHBOARD_DEFAULT_MAX = 10;

/** One day of a calendar dashboard: its ISO date (YYYY-MM-DD) and its items in their order. */
export interface CalendarDay<T> {
  day: string;
  items: T[];
}

/**
 * Items grouped by the calendar day of a date field (a date, or the UTC day of a date-time as the
 * store keeps it), days ascending; items without the date are left out (a calendar places only
 * what has a day).
 */
export function calendarDays<T>(items: readonly T[], dateOf: (item: T) => unknown): CalendarDay<T>[] {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const value = dateOf(item);
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) continue;
    const day = value.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, dayItems]) => ({ day, items: dayItems }));
}
