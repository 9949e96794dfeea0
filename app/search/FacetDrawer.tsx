import { Button, Classes, Drawer, Tag } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FacetBlock } from './facetPanel';
import { selectedBucketCount } from './facetPanel';
import { FacetPanel } from './FacetPanel';

export interface FacetDrawerProps {
  blocks: readonly FacetBlock[];
  onToggle: (field: string, key: string) => void;
  /** Unticks every facet value. */
  onClear: () => void;
  /** Hits of the search as it stands, shown on the button that closes the drawer. */
  total: number;
}

/**
 * The facets on a phone: a Filters button (with the number of ticked values) beside the search
 * field opens them in a drawer over the list, so the result grid keeps the whole width.
 */
export function FacetDrawer({ blocks, onToggle, onClear, total }: FacetDrawerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const showButton = useRef<HTMLButtonElement>(null);
  const active = selectedBucketCount(blocks);
  const title = intl.formatMessage({ id: 'phone.filters.title' });
  const label = intl.formatMessage({ id: active > 0 ? 'phone.filters.openWithCount' : 'phone.filters.open' }, { count: active });
  return (
    <>
      <Button
        className="vgn-filters-button"
        icon="filter"
        variant={active > 0 ? 'solid' : 'outlined'}
        intent={active > 0 ? 'primary' : 'none'}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        endIcon={
          active > 0 ? (
            <Tag round minimal className="vgn-filters-count" data-testid="filters-count">
              {active}
            </Tag>
          ) : undefined
        }
      >
        {intl.formatMessage({ id: 'phone.filters.open' })}
      </Button>
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
        position="right"
        size="88%"
        title={title}
        icon="filter"
        className="vgn-facet-drawer"
      >
        {/* Blueprint's Drawer names no role: the facets and their buttons are announced as this dialog. */}
        <div className="vgn-facet-drawer-content" role="dialog" aria-modal aria-label={title}>
          <div className={`${Classes.DRAWER_BODY} vgn-facet-drawer-body`}>
            {blocks.some((block) => block.buckets.some((bucket) => bucket.count > 0 || bucket.selected)) ? (
              <FacetPanel blocks={blocks} onToggle={onToggle} />
            ) : (
              // The panel shows only facets with something to tick: an empty drawer looked broken, so say why.
              <p className="vgn-facet-drawer-none">{intl.formatMessage({ id: 'phone.filters.none' })}</p>
            )}
          </div>
          <div className={`${Classes.DRAWER_FOOTER} vgn-facet-drawer-footer`}>
            <Button
              variant="minimal"
              icon="filter-remove"
              disabled={active === 0}
              onClick={() => {
                onClear();
                // The button disables itself: focus moves on to the next step, so Esc still closes the drawer.
                showButton.current?.focus();
              }}
            >
              {intl.formatMessage({ id: 'phone.filters.clear' })}
            </Button>
            <Button ref={showButton} intent="primary" onClick={() => setOpen(false)}>
              {intl.formatMessage({ id: 'phone.filters.show' }, { total })}
            </Button>
          </div>
        </div>
      </Drawer>
    </>
  );
}
