import type { DemoDocument } from './demoDocuments';

/** The files the demo consultations carry (by project name), as their proponents would upload them. */
export const DEMO_DOCUMENTS: Readonly<Record<string, readonly DemoDocument[]>> = {
  'North Ridge gravel pit expansion': [
    {
      name: 'North Ridge pit - project description.pdf',
      lines: [
        'Northern Ridge Mining proposes to expand the North Ridge gravel pit by 18 ha to the north.',
        'A new 2.4 km haul road will connect the pit to Highway 16; trucks will run weekdays from 7:00 to 19:00.',
        'Topsoil is stockpiled on site for progressive reclamation; no work within 30 m of Ridge Creek.',
      ],
    },
    { name: 'North Ridge pit - haul road stations.csv', lines: ['station,chainage_m,crossing', 'HR-01,0,none', 'HR-02,850,culvert', 'HR-03,1620,none', 'HR-04,2400,highway'] },
  ],
  'Cedar Coast cut block 47 harvest plan': [
    {
      name: 'Cut block 47 - harvest plan.pdf',
      lines: [
        'Cut block 47 covers 64 ha of second-growth hemlock and cedar above the Salmon River estuary.',
        'Harvest by cable yarding in two passes; riparian reserves of 50 m on both fish-bearing streams.',
        'Culturally modified trees identified in the 2024 survey are flagged and excluded from the block.',
      ],
    },
  ],
  'Boreal Hydro transmission line upgrade': [
    { name: 'Transmission line - route description.pdf', lines: ['Upgrade of 38 km of the 138 kV line between Boreal Falls and Pine Lake substation.', 'Existing right-of-way only; new towers at 11 river crossings.'] },
  ],
  'Prairie Sky pipeline river crossing': [
    { name: 'River crossing - construction method.pdf', lines: ['Horizontal directional drilling under the Red Deer River, 620 m bore.', 'Entry and exit pads outside the flood plain; drilling fluid monitored daily.'] },
  ],
  'Tamarack baseline water sampling program': [
    { name: 'Sampling stations.csv', lines: ['station,river,latitude,longitude', 'KR-01,Kitigan River,55.41210,-118.77340', 'KR-02,Kitigan River,55.43871,-118.72015', 'BC-01,Beaver Creek,55.39102,-118.80155'] },
  ],
  'Cedar Coast road deactivation': [
    { name: 'Road deactivation - culvert removal plan.pdf', lines: ['Removal of three culverts on spur roads CC-88A to CC-88C and recontouring of 6 km of road.'] },
  ],
};
