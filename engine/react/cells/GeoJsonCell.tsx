import { Icon } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { formatCoordinate } from '../../format/coordinates';
import { geometrySummary, type GeometrySummary } from '../../format/geometry';
import type { CellProps } from './cellProps';

/**
 * "Polygon · 5 vertices · south, west to north, east", the shared part of the cell and of the form
 * widget's summary. A place whose bounds are one spot as shown (a point, or vertices closer than the
 * shown precision) is named once, never "a to a".
 */
export function GeometrySummaryText({ summary }: { summary: GeometrySummary }) {
  const [west, south, east, north] = summary.bbox.map(formatCoordinate);
  return (
    <FormattedMessage
      id={west === east && south === north ? 'geojson.summaryAt' : 'geojson.summary'}
      values={{ type: summary.type, vertices: summary.vertices, west, south, east, north }}
    />
  );
}

/** A geometry summed up in a line (type, vertex count, bounds) rather than pages of coordinates. */
export function GeoJsonCell({ value }: CellProps) {
  if (value === undefined || value === null) return null;
  const summary = geometrySummary(value);
  if (!summary) {
    return (
      <span className="vgn-cell-geojson">
        <FormattedMessage id="geojson.unreadable" />
      </span>
    );
  }
  return (
    <span className="vgn-cell-geojson">
      <Icon icon="polygon-filter" size={12} /> <GeometrySummaryText summary={summary} />
    </span>
  );
}
