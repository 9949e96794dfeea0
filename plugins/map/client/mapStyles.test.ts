import { describe, expect, it } from 'vitest';
import type { MapLayerContribution } from '../../../engine/react/plugin/mapLayers';
import { basemapStyle, offlineStyle } from './basemapStyles';
import { colorExpression, featureLayerSpecs, featureSource } from './featureLayers';
import { loadNotice, nextLoadState } from './loadState';
import { DARK_PALETTE, LIGHT_PALETTE, MARKER_COLORS } from './mapTheme';
import { SPATIAL_LAYERS } from '../spatialLayers';

const ORIGIN = 'http://localhost:8080';

describe('offline basemap style', () => {
  it('reads only this origin: no glyphs, no sprite, no text layers', () => {
    for (const dark of [false, true]) {
      const style = offlineStyle(dark, ORIGIN);
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
      expect(style.sources.world).toMatchObject({ type: 'geojson', data: `${ORIGIN}/api/plugins/map/basemap/world.geojson` });
    }
  });

  it('follows the theme', () => {
    const paint = (dark: boolean) => offlineStyle(dark, ORIGIN).layers.find((layer) => layer.id === 'land');
    expect(paint(false)).toMatchObject({ paint: { 'fill-color': LIGHT_PALETTE.land } });
    expect(paint(true)).toMatchObject({ paint: { 'fill-color': DARK_PALETTE.land } });
  });
});

describe('added basemaps', () => {
  it('reads a PMTiles archive through the pmtiles protocol from this server, raster or vector by its header', () => {
    const entry = { id: 'Basemap-1', label: 'Local', kind: 'PMTILES', url: '/api/plugins/map/basemaps/Basemap-1/archive.pmtiles', isDefault: true } as const;
    const raster = basemapStyle(entry, false, ORIGIN, { tileType: 2, minZoom: 0, maxZoom: 2, vectorLayers: [] });
    expect(raster.sources.basemap).toMatchObject({ type: 'raster', url: `pmtiles://${ORIGIN}${entry.url}` });
    const vector = basemapStyle(entry, true, ORIGIN, { tileType: 1, minZoom: 0, maxZoom: 5, vectorLayers: ['roads'] });
    expect(vector.sources.basemap).toMatchObject({ type: 'vector' });
    expect(vector.layers.map((layer) => layer.id)).toContain('basemap-roads-line');
  });

  it('makes a raster template on this origin absolute', () => {
    const style = basemapStyle({ id: 'Basemap-2', label: 'R', kind: 'RASTER', url: '/tiles/{z}/{x}/{y}.png', isDefault: false }, false, ORIGIN);
    expect(style.sources.basemap).toMatchObject({ type: 'raster', tiles: [`${ORIGIN}/tiles/{z}/{x}/{y}.png`] });
  });
});

describe('feature layer registry', () => {
  const spatial = SPATIAL_LAYERS[0] as MapLayerContribution;

  it('declares the spatial contract: tiles, both source layers and the clusters, reference features in #f50', () => {
    expect(featureSource(spatial, ORIGIN)).toEqual({ type: 'vector', tiles: [`${ORIGIN}/api/plugins/spatial/tiles/{z}/{x}/{y}.pbf`], maxzoom: 14, promoteId: 'id' });
    const specs = featureLayerSpecs(spatial);
    expect(specs.map((layer) => layer.id)).toEqual([
      'spatial-collections-fill', 'spatial-collections-line', 'spatial-collections-point',
      'spatial-features-fill', 'spatial-features-line', 'spatial-features-point',
      'spatial-clusters-circle', 'spatial-clusters-count',
    ]);
    // Counts are images made on demand, never text: no glyph server.
    const count = specs.find((layer) => layer.id === 'spatial-clusters-count');
    expect(count).toMatchObject({ type: 'symbol', 'source-layer': 'clusters', layout: { 'icon-image': ['concat', 'vgn-cluster-', ['to-string', ['get', 'countLabel']]] } });
    expect(JSON.stringify(count)).not.toContain('text-field');
    expect(colorExpression(spatial)).toEqual(['case', ['boolean', ['feature-state', 'selected'], false], MARKER_COLORS.selected, ['match', ['get', 'kind'], 'feature', '#f50', 'collection', '#335E6C', '#f50']]);
  });

  it('draws a point accuracy as the radius, never smaller than a marker', () => {
    const point = featureLayerSpecs(spatial).find((layer) => layer.id === 'spatial-features-point');
    expect(JSON.stringify(point)).toContain('"accuracy"');
    const plain = featureLayerSpecs({ ...spatial, accuracyProperty: undefined } as MapLayerContribution).find((layer) => layer.id === 'spatial-features-point');
    expect(plain).toMatchObject({ paint: { 'circle-radius': 5 } });
  });
});

describe('feature-set load states (spec §4)', () => {
  it('goes from started through received to success or empty, and fails on an error', () => {
    let state = nextLoadState('INIT', { kind: 'requested' });
    expect(state).toBe('STARTED');
    expect(loadNotice(state)).toBe('loading');
    state = nextLoadState(state, { kind: 'tileLoaded' });
    expect(state).toBe('READY_RECEIVED');
    expect(nextLoadState(state, { kind: 'idle', drawsFeatures: true })).toBe('READY_SUCCESS');
    const empty = nextLoadState(state, { kind: 'idle', drawsFeatures: false });
    expect(empty).toBe('READY_EMPTY');
    expect(loadNotice(empty)).toBe('empty');
    const failed = nextLoadState(state, { kind: 'failed' });
    expect(nextLoadState(failed, { kind: 'idle', drawsFeatures: false })).toBe('FAILURE');
    expect(loadNotice(failed)).toBe('failed');
    expect(nextLoadState(failed, { kind: 'reset' })).toBe('READY_RESET');
  });
});
