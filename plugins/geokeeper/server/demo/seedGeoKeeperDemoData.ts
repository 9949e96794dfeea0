import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';

/** Stoney Creek First Nation: the first of the org plugin's demo organizations. */
const STONEY_CREEK = 0;

const SIGHTING = {
  schema: {
    type: 'object',
    required: ['species'],
    properties: {
      species: { type: 'string', title: 'Species', enum: ['MOOSE', 'CARIBOU', 'BEAR', 'WOLF', 'OTHER'] },
      count: { type: 'integer', title: 'How many', minimum: 1, maximum: 500 },
      notes: { type: 'string', title: 'Notes', maxLength: 2000 },
    },
  },
  choiceTitles: { species: { MOOSE: 'Moose', CARIBOU: 'Caribou', BEAR: 'Bear', WOLF: 'Wolf', OTHER: 'Other' } },
};

const OUTING = {
  schema: {
    type: 'object',
    properties: {
      weather: { type: 'string', title: 'Weather', enum: ['CLEAR', 'CLOUDY', 'RAIN', 'SNOW'] },
      crew: { type: 'integer', title: 'Crew size', minimum: 1, maximum: 50 },
    },
  },
  choiceTitles: { weather: { CLEAR: 'Clear', CLOUDY: 'Cloudy', RAIN: 'Rain', SNOW: 'Snow' } },
};

const WATER_REPORT = {
  schema: { type: 'object', properties: { level: { type: 'string', title: 'Level', enum: ['LOW', 'NORMAL', 'HIGH'] } } },
  choiceTitles: { level: { LOW: 'Low', NORMAL: 'Normal', HIGH: 'High' } },
};

/**
 * GeoKeeper demo data: Stoney Creek's members-only moose monitoring program with its trip and record
 * forms, a work item and a reference, one trip with two records and a loose record; and an open
 * water-watch program every signed-in user may add to (visible to the community).
 */
export function seedGeoKeeperDemoData(seed: PluginDemoSeed): void {
  const owner = seed.ids('Organization')[STONEY_CREEK];
  if (owner === undefined) return;
  const program = seed.create('GeoKeeperProgram', { label: 'Moose habitat monitoring', description: '<p>Sightings, tracks and browse along the river corridor, every season.</p>', access: 'MEMBERS', owner, state: 'ACTIVE' }, { created: { offsetDays: -120 } });
  const open = seed.create('GeoKeeperProgram', { label: 'Community water watch', description: '<p>Anyone may report water levels, colour and spills along the creek.</p>', access: 'OPEN', owner, state: 'ACTIVE' }, { access: 'COMMUNITY', created: { offsetDays: -60 } });
  const trip = seed.create('GeoKeeperFormDef', { label: 'Survey outing', program: program.$id, formType: 'trip', machineName: 'outing', maxPhotos: 5, maxVideos: 0, form: OUTING, state: 'ACTIVE' }, { created: { offsetDays: -119 } });
  const sighting = seed.create('GeoKeeperFormDef', { label: 'Wildlife sighting', program: program.$id, formType: 'record', machineName: 'sighting', maxPhotos: 3, maxVideos: 1, form: SIGHTING, state: 'ACTIVE' }, { created: { offsetDays: -119 } });
  seed.create('GeoKeeperFormDef', { label: 'Water report', program: open.$id, formType: 'record', machineName: 'water_report', maxPhotos: 2, maxVideos: 0, form: WATER_REPORT, state: 'ACTIVE' }, { created: { offsetDays: -59 } });
  const transect = seed.create('GeoKeeperWorkItem', { label: 'North bank transect', program: program.$id, state: 'ACTIVE', lockToTrip: true, geometry: { type: 'LineString', coordinates: [[-122.95, 53.93], [-122.9, 53.95]] } }, { created: { offsetDays: -110 } });
  seed.create('GeoKeeperReference', { label: 'Salt lick', program: program.$id, state: 'ACTIVE', geometry: { type: 'Point', coordinates: [-122.925, 53.942] } }, { created: { offsetDays: -110 } });

  const day = seed.calendar.stamp(-20, 7 * 60);
  const outing = seed.create('GeoKeeperFieldData', { label: 'Spring survey, north bank', program: program.$id, formDef: trip.$id, state: 'ACTIVE', collected: day, finalized: seed.calendar.stamp(-20, 15 * 60), workItem: transect.$id, formData: { weather: 'CLOUDY', crew: 3 }, location: { type: 'LineString', coordinates: [[-122.95, 53.93], [-122.93, 53.94], [-122.9, 53.95]] } }, { created: { offsetDays: -20 } });
  const records = [
    { label: 'Cow and calf', at: [-122.94, 53.934], data: { species: 'MOOSE', count: 2, notes: 'Browsing willow.' }, categories: ['WILDLIFE'], minute: 8 * 60 },
    { label: 'Fresh tracks', at: [-122.92, 53.945], data: { species: 'WOLF', count: 1 }, categories: ['WILDLIFE', 'HAZARD'], minute: 11 * 60 },
  ];
  for (const record of records) {
    seed.create('GeoKeeperFieldData', { label: record.label, program: program.$id, formDef: sighting.$id, trip: outing.$id, workItem: transect.$id, state: 'ACTIVE', collected: seed.calendar.stamp(-20, record.minute), categories: record.categories, formData: record.data, location: { type: 'Point', coordinates: record.at }, accuracy: 6 }, { created: { offsetDays: -20 } });
  }
  seed.create('GeoKeeperFieldData', { label: 'Bull crossing the road', program: program.$id, formDef: sighting.$id, state: 'ACTIVE', collected: seed.calendar.stamp(-6, 18 * 60), categories: ['WILDLIFE'], formData: { species: 'MOOSE', count: 1 }, location: { type: 'Point', coordinates: [-122.88, 53.91] }, accuracy: 12 }, { created: { offsetDays: -6 } });
}
