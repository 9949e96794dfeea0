import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { COLLECTION_TYPE, FEATURE_TYPE } from '../spatialSearch';
import { DEMO_FEATURES, DEMO_STUDY, type DemoOwner } from './demoFeatures';

/** Places of the org plugin's demo organizations in its creation order (plugins/org/server/demo/data/organizations.ts). */
const ORGANIZATION_POSITION: Readonly<Record<DemoOwner, number>> = { stoneyCreek: 0, northernRidge: 5 };

/**
 * Spatial demo data: Stoney Creek's traditional use study (a collection with three features), its
 * gravel pit and sampling stations, an archived trail kept as history, and Northern Ridge's claim
 * with a draft access road, so every state and both layers show.
 */
export function seedSpatialDemoData(seed: PluginDemoSeed): void {
  const organizations = seed.ids('Organization');
  const ownerOf = (owner: DemoOwner): string | undefined => organizations[ORGANIZATION_POSITION[owner]];
  const studyOwner = ownerOf('stoneyCreek');
  const study = seed.create(
    COLLECTION_TYPE,
    { ...DEMO_STUDY, state: 'ACTIVE', ...(studyOwner ? { owner: studyOwner } : {}) },
    { created: { offsetDays: -95 } },
  );
  for (const feature of DEMO_FEATURES) {
    const owner = ownerOf(feature.owner);
    seed.create(
      FEATURE_TYPE,
      {
        label: feature.label,
        spatialType: feature.spatialType,
        state: feature.state,
        geometry: feature.geometry,
        ...(feature.description ? { description: feature.description } : {}),
        ...(owner ? { owner } : {}),
        ...(feature.inStudy ? { importedVia: study.$id } : {}),
      },
      { created: { offsetDays: feature.offsetDays } },
    );
  }
}
