import type { VisibleDashboard } from '../../engine/derive/dashboards';
import { DashboardPanel } from './DashboardPanel';
import './dashboards.css';

/** The dashboards a user sees, as cards in the home page's grid (one column on a phone). */
export function DashboardGrid({ dashboards }: { dashboards: readonly VisibleDashboard[] }) {
  if (dashboards.length === 0) return null;
  return (
    <div className="vgn-home-cards vgn-home-grid vgn-dashboards" data-testid="dashboards">
      {dashboards.map(({ dashboard }) => (
        <DashboardPanel key={dashboard.key} dashboard={dashboard} />
      ))}
    </div>
  );
}
