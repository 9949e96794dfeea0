import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import { NonIdealState } from '@blueprintjs/core';
import { Map as MapLibreMap, NavigationControl, ScaleControl, type MapGeoJSONFeature, type StyleSpecification } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { contributedMapLayers } from '../../../engine/react/plugin/mapLayers';
import type { ViewProps } from '../../../engine/react/plugin/viewContracts';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { BASEMAPS_OPERATION, isBasemapEntry, type BasemapEntry } from '../basemapEntry';
import { decodeBoundsHash, DEFAULT_BOUNDS, encodeBoundsHash, formatCoordinates, type Bounds } from '../boundsHash';
import { basemapStyle, offlineStyle } from './basemapStyles';
import { installClusterCountImages, zoomIntoCluster } from './clusterLayers';
import { drawsFeatures } from './drawnFeatures';
import { featureLayerSpecs, featureSource } from './featureLayers';
import { nextLoadState, type FeatureSetLoadState, type LayerEvent } from './loadState';
import { openArchive, transformRequestFor } from './mapRuntime';
import { operationLayerLoader } from './operationLayers';
import { BasemapSwitcher, CoordinatesReadout, LayerStates, OFFLINE_BASEMAP } from './MapOverlays';
import { useBodyDark } from './useBodyDark';

function basemapsOf(reply: unknown): { basemaps: BasemapEntry[]; defaultId?: string } {
  const record = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {};
  const basemaps = Array.isArray(record.basemaps) ? record.basemaps.filter(isBasemapEntry) : [];
  return typeof record.defaultId === 'string' ? { basemaps, defaultId: record.defaultId } : { basemaps };
}

function boundsOf(map: MapLibreMap): Bounds {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
}

/**
 * The map (nav spatial.map): the offline world basemap or an added one, every contributed feature
 * layer the registry supports, the view kept in the column parameter as the bounds hash, the
 * pointer's coordinates, and each layer's load state. Clicking a feature opens its item beside.
 */
export function MapView({ routeParam, setRouteParam, openItem }: ViewProps) {
  const t = useTranslate();
  const engine = useEngine();
  const dark = useBodyDark();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const emittedHash = useRef<string | undefined>(routeParam);
  const [failed, setFailed] = useState(false);
  const [basemaps, setBasemaps] = useState<BasemapEntry[]>([]);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [states, setStates] = useState<Record<string, FeatureSetLoadState>>({});
  const [pointer, setPointer] = useState<string | undefined>(undefined);
  const layers = useMemo(() => contributedMapLayers().filter((layer) => layer.requiresType === undefined || engine.registry.types.has(layer.requiresType)), [engine.registry]);
  const origin = window.location.origin;
  const authorization = useRef(engine.authorization ?? (() => undefined));
  authorization.current = engine.authorization ?? (() => undefined);
  const navigation = useRef({ setRouteParam, openItem });
  navigation.current = { setRouteParam, openItem };
  const send = useRef(engine.send);
  send.current = engine.send;

  useEffect(() => {
    let live = true;
    engine.send(BASEMAPS_OPERATION).then(
      (reply) => {
        if (!live) return;
        const found = basemapsOf(reply);
        setBasemaps(found.basemaps);
        setSelected((current) => current ?? found.defaultId ?? OFFLINE_BASEMAP);
      },
      () => live && setSelected((current) => current ?? OFFLINE_BASEMAP),
    );
    return () => {
      live = false;
    };
  }, [engine]);

  // The map itself, once: basemap and theme changes swap its style.
  useEffect(() => {
    if (!container.current) return undefined;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: offlineStyle(document.body.classList.contains('bp6-dark'), origin),
        bounds: [...(decodeBoundsHash(emittedHash.current) ?? DEFAULT_BOUNDS)] as [number, number, number, number],
        attributionControl: { compact: true },
        transformRequest: transformRequestFor(origin, () => authorization.current()),
      });
    } catch {
      setFailed(true);
      return undefined;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ visualizePitch: false }), 'top-right');
    map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
    installClusterCountImages(map);
    // The same state object when nothing changed: React then skips the render (a report comes with every tile).
    const report = (key: string, event: LayerEvent) =>
      setStates((current) => {
        const next = nextLoadState(current[key] ?? 'INIT', event);
        return next === current[key] ? current : { ...current, [key]: next };
      });
    // Operation layers answer the features in view: asked again after each move and style change.
    const loadOperationLayers = operationLayerLoader(map, layers, (operation, body) => send.current(operation, body), report);
    map.on('moveend', loadOperationLayers);
    map.on('moveend', () => {
      const hash = encodeBoundsHash(boundsOf(map));
      if (hash === emittedHash.current) return;
      emittedHash.current = hash;
      navigation.current.setRouteParam?.(hash);
    });
    map.on('mousemove', (event) => setPointer(formatCoordinates(event.lngLat.lng, event.lngLat.lat)));
    map.on('mouseout', () => setPointer(undefined));
    map.on('style.load', () => {
      for (const layer of layers) {
        map.addSource(layer.key, featureSource(layer, origin));
        for (const spec of featureLayerSpecs(layer)) map.addLayer(spec);
        report(layer.key, { kind: 'reset' });
      }
      loadOperationLayers();
    });
    map.on('dataloading', (event) => {
      if ('sourceId' in event && layers.some((layer) => layer.key === event.sourceId)) report(event.sourceId as string, { kind: 'requested' });
    });
    map.on('data', (event) => {
      if (event.dataType === 'source' && 'sourceId' in event && 'tile' in event && event.tile !== undefined && layers.some((layer) => layer.key === event.sourceId)) report(event.sourceId as string, { kind: 'tileLoaded' });
    });
    map.on('error', (event) => {
      const sourceId = 'sourceId' in event && typeof event.sourceId === 'string' ? event.sourceId : undefined;
      if (sourceId !== undefined && layers.some((layer) => layer.key === sourceId)) report(sourceId, { kind: 'failed' });
    });
    // Tests and screenshots wait for a settled map (every requested tile drawn).
    map.on('dataloading', () => container.current?.removeAttribute('data-idle'));
    map.on('idle', () => {
      container.current?.setAttribute('data-idle', 'true');
      for (const layer of layers) report(layer.key, { kind: 'idle', drawsFeatures: drawsFeatures(map, layer) });
    });
    let selectedFeature: MapGeoJSONFeature | undefined;
    map.on('click', (event) => {
      if (zoomIntoCluster(map, event.point, layers)) return;
      const ids = layers.flatMap((layer) => featureLayerSpecs(layer).map((spec) => spec.id)).filter((id) => map.getLayer(id) !== undefined);
      const hit = ids.length === 0 ? undefined : map.queryRenderedFeatures(event.point, { layers: ids })[0];
      const layer = hit === undefined ? undefined : layers.find((candidate) => candidate.key === hit.source);
      const id = layer?.idProperty === undefined ? undefined : hit?.properties[layer.idProperty];
      if (hit === undefined || typeof id !== 'string') return;
      if (selectedFeature) map.setFeatureState(selectedFeature, { selected: false });
      selectedFeature = hit;
      map.setFeatureState(hit, { selected: true });
      navigation.current.openItem?.(id);
    });
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, [layers, origin]);

  // A hash typed or followed from elsewhere moves the map; the map's own moves are not echoed.
  useEffect(() => {
    const map = mapRef.current;
    const bounds = decodeBoundsHash(routeParam);
    if (!map || routeParam === emittedHash.current || bounds === undefined) return;
    emittedHash.current = routeParam;
    map.fitBounds([...bounds] as [number, number, number, number], { animate: false });
  }, [routeParam]);

  // The basemap and the theme: the style is rebuilt (feature layers come back on style.load).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || selected === undefined) return undefined;
    let live = true;
    const entry = basemaps.find((basemap) => basemap.id === selected);
    const apply = (style: StyleSpecification | string) => live && map.setStyle(style, { diff: false });
    if (entry === undefined) apply(offlineStyle(dark, origin));
    else if (entry.kind === 'STYLE') apply(entry.url.startsWith('/') ? `${origin}${entry.url}` : entry.url);
    else if (entry.kind === 'RASTER') apply(basemapStyle(entry, dark, origin));
    else
      openArchive(entry, origin, authorization.current()).then(
        (archive) => apply(basemapStyle(entry, dark, origin, archive)),
        () => apply(offlineStyle(dark, origin)),
      );
    return () => {
      live = false;
    };
  }, [basemaps, selected, dark, origin]);

  if (failed) return <NonIdealState icon="map" description={t('map.failed')} />;
  return (
    <div className="vgn-map" data-testid="map-view" data-basemap={selected ?? ''}>
      <div ref={container} className="vgn-map-canvas" />
      <div className="vgn-map-overlay-top">
        <BasemapSwitcher basemaps={basemaps} selected={selected ?? OFFLINE_BASEMAP} onSelect={setSelected} />
        <LayerStates layers={layers} states={states} />
      </div>
      <CoordinatesReadout text={pointer} />
    </div>
  );
}
