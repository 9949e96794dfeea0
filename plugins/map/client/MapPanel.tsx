import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import { Callout, H6, NonIdealState, Spinner } from '@blueprintjs/core';
import type { Feature, Geometry } from 'geojson';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemPanelProps } from '../../../engine/react/plugin/itemPanels';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { geojsonFieldsOf, listsGeometryItems } from '../geometryFields';
import { fetchListedFeatures } from './listedFeatures';
import { ownFeatures, panelBounds, panelCollection, type PanelFeatureProperties } from './panelFeatures';
import { PANEL_SOURCE, panelLayers, panelSource } from './panelLayers';
import './mapRuntime';
import { useSmallMap } from './useSmallMap';

type Listed = { state: 'none' | 'loading' | 'failed' } | { state: 'ready'; features: Feature<Geometry, PanelFeatureProperties>[] };

/**
 * The map panel of an item page (any type with a `geojson` field): the item's geometry on the
 * offline world basemap in the theme's colours, fitted to its bounds, a point's accuracy as its
 * radius, and, where the page lists items with geometry (a collection's features), those too.
 */
export function MapPanel({ id, type, item }: ItemPanelProps) {
  const t = useTranslate();
  const engine = useEngine();
  const container = useRef<HTMLDivElement>(null);
  const [listed, setListed] = useState<Listed>({ state: 'none' });
  const fields = useMemo(() => geojsonFieldsOf(engine.registry.types.get(type)?.declaration), [engine.registry, type]);
  const lists = useMemo(() => listsGeometryItems(engine.registry, type), [engine.registry, type]);
  const own = useMemo(() => ownFeatures(id, item, fields), [id, item, fields]);
  const features = useMemo(() => [...(listed.state === 'ready' ? listed.features : []), ...own], [listed, own]);
  const bounds = useMemo(() => panelBounds(features), [features]);
  const latest = useRef({ features, bounds });
  latest.current = { features, bounds };
  const authorization = useRef(engine.authorization ?? (() => undefined));
  authorization.current = engine.authorization ?? (() => undefined);
  const hasShapes = features.length > 0;

  // The listed items' geometries, again whenever the item changes (an import may have added features).
  useEffect(() => {
    if (!lists) return undefined;
    let live = true;
    setListed((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    fetchListedFeatures(id, authorization.current()).then(
      (found) => live && setListed({ state: 'ready', features: found }),
      () => live && setListed({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [id, lists, item]);

  // The map, once there is something to show; the theme swaps its style (the item's layers come back on style.load).
  const { failed, show } = useSmallMap(container, hasShapes, {
    bounds: () => latest.current.bounds,
    addLayers: (map) => {
      map.addSource(PANEL_SOURCE, panelSource(panelCollection(latest.current.features)));
      for (const layer of panelLayers()) map.addLayer(layer);
    },
  });

  // New shapes (the listed features arrived, the item was edited): redraw and fit again.
  useEffect(() => show(PANEL_SOURCE, panelCollection(features), bounds), [show, features, bounds]);

  const listedCount = listed.state === 'ready' ? listed.features.length : undefined;
  return (
    <div className="vgn-map-panel-frame" data-testid="map-panel" data-shapes={features.length}>
      <div className="vgn-map-panel-head">
        <H6 className="vgn-view-section-title">{t('map.panel.title')}</H6>
        {listedCount !== undefined && listedCount > 0 ? <span className="vgn-map-panel-count" data-testid="map-panel-count">{t('map.panel.features', { count: listedCount })}</span> : null}
        {listed.state === 'loading' ? <Spinner size={14} /> : null}
      </div>
      {listed.state === 'failed' ? (
        <Callout compact intent="warning" className="vgn-map-panel-notice">
          {t('map.panel.featuresFailed')}
        </Callout>
      ) : null}
      {failed ? (
        <NonIdealState icon="map" description={t('map.failed')} />
      ) : hasShapes ? (
        <div className="vgn-map-panel">
          <div ref={container} className="vgn-map-canvas" data-testid="map-panel-canvas" />
        </div>
      ) : listed.state === 'loading' ? null : (
        <p className="vgn-map-panel-empty">{t('map.panel.noGeometry')}</p>
      )}
    </div>
  );
}
