import { Checkbox, H6 } from '@blueprintjs/core';
import { memo } from 'react';
import { isSystemId } from '../../engine/ids';
import { useLovLabel } from '../../engine/react/cells/lovCells';
import { PlainTag } from '../../engine/react/cells/PlainTag';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { useEngine } from '../../engine/react/services/EngineContext';
import { useItemLabel } from '../../engine/react/services/hooks';
import type { FacetBlock, FacetBucket } from './facetPanel';

function BucketLabel({ block, bucket }: { block: FacetBlock; bucket: FacetBucket }) {
  const t = useTranslate();
  const { registry } = useEngine();
  const lovLabel = useLovLabel(block.labelKind === 'lov' ? block.lov : undefined, bucket.key);
  // Platform spec §3: ids with index 0 (the platform's own writer "vgn-0") and sys. types read as System.
  const system = block.labelKind === 'item' && isSystemId(bucket.key);
  const itemLabel = useItemLabel(block.labelKind === 'item' && !system ? bucket.key : undefined);
  switch (block.labelKind) {
    case 'message':
      return <>{t(bucket.label ?? bucket.key)}</>;
    case 'lov':
      return <>{lovLabel}</>;
    case 'item':
      return <>{system ? t('app.system') : itemLabel}</>;
    case 'type':
      return <>{t(registry.types.get(bucket.key)?.declaration.label ?? bucket.key)}</>;
    case 'boolean':
      return <>{t(bucket.key === 'true' ? 'views.cell.yes' : bucket.key === 'false' ? 'views.cell.no' : bucket.key)}</>;
    default:
      return <>{bucket.key}</>;
  }
}

export interface FacetPanelProps {
  blocks: readonly FacetBlock[];
  onToggle: (field: string, key: string) => void;
}

/**
 * The facet panel: per facet its buckets with counts; ticking a bucket narrows the search to it
 * (several buckets of one facet: any of them). Empty range buckets stay listed but disabled.
 */
export const FacetPanel = memo(function FacetPanel({ blocks, onToggle }: FacetPanelProps) {
  const t = useTranslate();
  const shown = blocks.filter((block) => block.buckets.some((b) => b.count > 0 || b.selected));
  return (
    <div className="vgn-facets" role="group" aria-label={t('views.search.facets')}>
      {shown.map((block) => (
        <section key={block.field} className="vgn-facet" role="group" aria-label={t(block.label)}>
          <H6 className="vgn-facet-title">{t(block.label)}</H6>
          {block.buckets.map((bucket) => (
            <Checkbox
              key={bucket.key}
              checked={bucket.selected}
              disabled={bucket.count === 0 && !bucket.selected}
              onChange={() => onToggle(block.field, bucket.key)}
              className="vgn-facet-bucket"
              labelElement={
                <span className="vgn-facet-label">
                  <span className="vgn-facet-text">
                    <BucketLabel block={block} bucket={bucket} />
                  </span>
                  <PlainTag minimal round>
                    {bucket.count}
                  </PlainTag>
                </span>
              }
            />
          ))}
        </section>
      ))}
    </div>
  );
});
