import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from './geojson.en.json';
import { geometrySummary } from '../../engine/format/geometry';
import { GeometrySummaryText } from '../../engine/react/cells/GeoJsonCell';

function summaryText(geometry: unknown): string {
  const summary = geometrySummary(geometry);
  if (!summary) throw new Error('no summary');
  return renderToStaticMarkup(
    <IntlProvider locale="en" messages={en}>
      <GeometrySummaryText summary={summary} />
    </IntlProvider>,
  );
}

describe('GeometrySummaryText', () => {
  it('names a place that is one spot once, never "a to a"', () => {
    const text = summaryText({ type: 'Point', coordinates: [-122.94, 53.934] });
    expect(text).not.toContain(' to ');
    expect(text).toMatch(/^Point · 1 vertex · 53\.9\d*, -122\.9\d*$/);
  });

  it('gives the bounds of a place that spans an area', () => {
    const text = summaryText({ type: 'LineString', coordinates: [[-122.94, 53.934], [-122.5, 54.1]] });
    expect(text).toContain(' to ');
  });
});
