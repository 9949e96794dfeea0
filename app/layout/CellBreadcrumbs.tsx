import { Breadcrumbs } from '@blueprintjs/core';
import type { BreadcrumbProps } from '@blueprintjs/core';
import type { Crumb } from './breadcrumbs';

/** The trail above the focused column (platform spec §2), at 80% of the toolbar font. */
export function CellBreadcrumbs({ crumbs, onSelect }: { crumbs: readonly Crumb[]; onSelect: (ci: number) => void }) {
  if (crumbs.length < 2) return null;
  const items: BreadcrumbProps[] = crumbs.map((crumb) => ({
    text: crumb.title,
    current: crumb.current,
    ...(crumb.current ? {} : { onClick: () => onSelect(crumb.ci) }),
  }));
  return (
    <nav className="vgn-breadcrumbs" aria-label="breadcrumbs">
      <Breadcrumbs items={items} />
    </nav>
  );
}
