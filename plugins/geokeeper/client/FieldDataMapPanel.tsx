import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { contributedFeatureMap, type MapFeature } from '../../../engine/react/plugin/featureMap';
import { useEngine } from '../../../engine/react/services/EngineContext';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; features: MapFeature[] };

function featuresOf(reply: unknown): MapFeature[] {
  const features = typeof reply === 'object' && reply !== null && 'features' in reply && Array.isArray(reply.features) ? (reply.features as unknown[]) : [];
  return features.filter((entry): entry is MapFeature => typeof entry === 'object' && entry !== null && '$id' in entry && typeof entry.$id === 'string' && 'geometry' in entry);
}

/**
 * The field data list's map: the program's field data, work items and references from
 * act/streamFieldDataForMap `{ program }` in their marker colours (spec §9), on the feature map the
 * map module provides (none without it). A click selects the feature and opens its item beside;
 * `version` changes whenever the list reloads, so the map follows saves. It can be folded away.
 */
export function FieldDataMapPanel({ program, version, onOpen }: { program: string; version: unknown; onOpen(id: string): void }) {
  const t = useTranslate();
  const engine = useEngine();
  const FeatureMap = contributedFeatureMap();
  const [open, setOpen] = useState(true);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [selected, setSelected] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!FeatureMap) return undefined;
    let live = true;
    engine.send('act/streamFieldDataForMap', { program }).then(
      (reply) => live && setLoaded({ state: 'ready', features: featuresOf(reply) }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [engine, program, version, FeatureMap]);

  const features = useMemo(() => (loaded.state === 'ready' ? loaded.features : []), [loaded]);
  if (!FeatureMap) return null;
  return (
    <section className="gk-map" data-testid="gk-map-panel" data-state={loaded.state} data-features={features.length}>
      <div className="gk-map-head">
        <Button variant="minimal" size="small" icon={open ? 'chevron-down' : 'chevron-right'} onClick={() => setOpen(!open)} aria-expanded={open} data-testid="gk-map-toggle">
          {t('geokeeper.map.title')}
        </Button>
        {loaded.state === 'ready' && <span className="gk-map-count">{t('geokeeper.map.count', { count: features.length })}</span>}
        {loaded.state === 'loading' && <Spinner size={14} />}
      </div>
      {loaded.state === 'failed' && (
        <Callout compact intent="warning">
          {t('geokeeper.map.failed')}
        </Callout>
      )}
      {open && loaded.state === 'ready' && (features.length === 0 ? (
        <p className="gk-map-empty">{t('geokeeper.map.empty')}</p>
      ) : (
        <FeatureMap
          features={features}
          selected={selected}
          title="geokeeper.map.title"
          onSelect={(id) => {
            setSelected(id);
            onOpen(id);
          }}
        />
      ))}
    </section>
  );
}
