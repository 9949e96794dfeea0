// tokml ships no types; this is the part of its API the exports use (plugins import and geokeeper). Declared once, here.
declare module 'tokml' {
  import type { FeatureCollection } from 'geojson';

  interface TokmlOptions {
    /** Property used as each placemark's name. */
    name?: string;
    /** Property used as each placemark's description. */
    description?: string;
    documentName?: string;
    documentDescription?: string;
    simplestyle?: boolean;
    timestamp?: string;
  }

  // eslint-disable-next-line no-restricted-syntax -- describes the package's own default export
  export default function tokml(geojson: FeatureCollection, options?: TokmlOptions): string;
}
