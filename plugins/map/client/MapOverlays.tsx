import { HTMLSelect, Icon, Spinner } from '@blueprintjs/core';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { MapLayerContribution } from '../../../engine/react/plugin/mapLayers';
import type { BasemapEntry } from '../basemapEntry';
import { loadNotice, type FeatureSetLoadState } from './loadState';

/** The offline world map's key in the switcher (no item behind it). */
export const OFFLINE_BASEMAP = 'offline';

export function BasemapSwitcher({ basemaps, selected, onSelect }: { basemaps: readonly BasemapEntry[]; selected: string; onSelect(id: string): void }) {
  const t = useTranslate();
  return (
    <label className="vgn-map-switcher">
      <Icon icon="layers" size={14} />
      <span className="vgn-map-switcher-label">{t('map.basemap.switch')}</span>
      <HTMLSelect minimal value={selected} onChange={(event) => onSelect(event.currentTarget.value)} data-testid="map-basemap-select" aria-label={t('map.basemap.switch')}>
        <option value={OFFLINE_BASEMAP}>{t('map.basemap.offline')}</option>
        {basemaps.map((basemap) => (
          <option key={basemap.id} value={basemap.id}>
            {basemap.label}
          </option>
        ))}
      </HTMLSelect>
    </label>
  );
}

/** One line per layer that is loading, empty or failed (spec §4 load states); nothing when all is drawn. */
export function LayerStates({ layers, states }: { layers: readonly MapLayerContribution[]; states: Readonly<Record<string, FeatureSetLoadState>> }) {
  const t = useTranslate();
  const shown = layers.flatMap((layer) => {
    const state = states[layer.key] ?? 'INIT';
    const notice = loadNotice(state);
    return notice === undefined ? [] : [{ layer, state, notice }];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="vgn-map-states" aria-live="polite">
      {shown.map(({ layer, state, notice }) => (
        <li key={layer.key} data-testid={`map-layer-state-${layer.key}`} data-state={state} className={`vgn-map-state vgn-map-state-${notice}`}>
          {notice === 'loading' ? <Spinner size={12} /> : <Icon icon={notice === 'failed' ? 'error' : 'info-sign'} size={12} />}
          <span>{t(`map.layer.${notice}`, { layer: t(layer.title) })}</span>
        </li>
      ))}
    </ul>
  );
}

export function CoordinatesReadout({ text }: { text: string | undefined }) {
  const t = useTranslate();
  if (text === undefined) return null;
  return (
    <div className="vgn-map-coordinates" data-testid="map-coordinates" aria-label={t('map.coordinates')}>
      {text}
    </div>
  );
}
