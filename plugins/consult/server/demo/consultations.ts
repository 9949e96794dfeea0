/** Demo consultations: one or more in every state, with the organizations they involve (keys of the org plugin's demo data, in its creation order). */
export const ORGANIZATION_ORDER = ['stoneyCreek', 'prairieRivers', 'kitiganLake', 'energyMines', 'forests', 'northernRidge', 'borealHydro', 'cedarCoast', 'prairieSky', 'tamarack', 'museum'] as const;
export type DemoOrgKey = (typeof ORGANIZATION_ORDER)[number];

export interface DemoResponse {
  community: DemoOrgKey;
  state: string;
  priority: string;
  /** Days from today of the anticipated response. */
  anticipatedIn?: number;
  outcome?: string;
}

export interface DemoConsultation {
  projectName: string;
  state: string;
  proponent: DemoOrgKey;
  supOrgs?: DemoOrgKey[];
  /** Participant role REGULATOR: consulted with a response of their own (listed in responses too). */
  regulators?: DemoOrgKey[];
  /** Participant role INFORMED: read the consultation once distributed, no response. */
  informed?: DemoOrgKey[];
  region: string;
  stream: string;
  projectType: string;
  identifiers: { type: string; value: string }[];
  /** Days from today the submitter created it (negative). */
  createdDaysAgo: number;
  /** Days from today of the requested response date. */
  requestedIn: number;
  projectDescription: string;
  projectArea?: number;
  responses?: DemoResponse[];
}

// The first consultation is the one the declarations' examples name (Consultation-1, ConsultResponse-1 of Stoney Creek).
export const DEMO_CONSULTATIONS: readonly DemoConsultation[] = [
  {
    projectName: 'North Ridge gravel pit expansion',
    state: 'CONSULTING',
    proponent: 'northernRidge',
    supOrgs: ['energyMines'],
    region: 'NORTHWEST',
    stream: 'MINING',
    projectType: 'AMENDMENT',
    identifiers: [{ type: 'PERMIT_NUMBER', value: 'MX-2024-118' }],
    createdDaysAgo: -24,
    requestedIn: 21,
    projectDescription: 'Expansion of the existing gravel pit by 18 ha to the north, with a new haul road to Highway 16.',
    projectArea: 42.5,
    responses: [
      { community: 'stoneyCreek', state: 'PENDING', priority: 'HIGH', anticipatedIn: 14 },
      { community: 'kitiganLake', state: 'PENDING', priority: 'NORMAL', anticipatedIn: -3 },
      { community: 'prairieRivers', state: 'NOT_SELECTED', priority: 'LOW' },
    ],
  },
  {
    projectName: 'Cedar Coast cut block 47 harvest plan',
    state: 'CONSULTING',
    proponent: 'cedarCoast',
    regulators: ['forests'],
    informed: ['museum'],
    region: 'COAST',
    stream: 'FORESTRY',
    projectType: 'NEW_PROJECT',
    identifiers: [{ type: 'LICENCE_NUMBER', value: 'FL-A19233' }],
    createdDaysAgo: -40,
    requestedIn: 5,
    projectDescription: 'Harvest of 64 ha of second-growth forest in cut block 47, with 2.3 km of new road.',
    projectArea: 64,
    responses: [
      { community: 'stoneyCreek', state: 'RESPONDED', priority: 'NORMAL', outcome: 'SUPPORT_WITH_CONDITIONS' },
      { community: 'kitiganLake', state: 'PENDING', priority: 'URGENT', anticipatedIn: 2 },
      { community: 'forests', state: 'PENDING', priority: 'NORMAL', anticipatedIn: 9 },
    ],
  },
  {
    projectName: 'Boreal Hydro transmission line upgrade',
    state: 'RESPONDED',
    proponent: 'borealHydro',
    region: 'CENTRAL',
    stream: 'ENERGY',
    projectType: 'RENEWAL',
    identifiers: [{ type: 'FILE_NUMBER', value: 'BH-TL-2207' }],
    createdDaysAgo: -75,
    requestedIn: -20,
    projectDescription: 'Replacement of 38 km of the 138 kV line between Lac Seul and Ear Falls on the existing right of way.',
    responses: [
      { community: 'stoneyCreek', state: 'RESPONDED', priority: 'NORMAL', outcome: 'SUPPORT' },
      { community: 'prairieRivers', state: 'OFFLINE', priority: 'NORMAL', outcome: 'CONCERNS' },
    ],
  },
  {
    projectName: 'Prairie Sky pipeline river crossing',
    state: 'SUBMITTED',
    proponent: 'prairieSky',
    supOrgs: ['tamarack'],
    region: 'SOUTH',
    stream: 'ENERGY',
    projectType: 'NEW_PROJECT',
    identifiers: [{ type: 'PROPONENT_REFERENCE', value: 'PSP-RX-04' }],
    createdDaysAgo: -9,
    requestedIn: 35,
    projectDescription: 'Horizontal directional drilling under the Red Deer River for a 12-inch gas pipeline.',
  },
  {
    projectName: 'Tamarack baseline water sampling program',
    state: 'REVIEW',
    proponent: 'tamarack',
    region: 'NORTHEAST',
    stream: 'WATER',
    projectType: 'EXPLORATION',
    identifiers: [],
    createdDaysAgo: -4,
    requestedIn: 30,
    projectDescription: 'Quarterly water sampling at 14 stations on tributaries of the Kitigan River.',
  },
  {
    projectName: 'Northern Ridge exploration drilling, phase 2',
    state: 'INCOMPLETE',
    proponent: 'northernRidge',
    region: 'NORTHWEST',
    stream: 'MINING',
    projectType: 'EXPLORATION',
    identifiers: [{ type: 'PERMIT_NUMBER', value: 'MX-2025-031' }],
    createdDaysAgo: -12,
    requestedIn: 28,
    projectDescription: 'Twelve diamond drill holes on the Ridge claims; site plan to follow.',
  },
  {
    projectName: 'Tamarack wetland restoration',
    state: 'DRAFT',
    proponent: 'tamarack',
    region: 'CENTRAL',
    stream: 'LAND_USE',
    projectType: 'CLOSURE',
    identifiers: [],
    createdDaysAgo: -2,
    requestedIn: 45,
    projectDescription: 'Restoration of 9 ha of wetland at the former Ridge Road borrow pit.',
  },
  {
    projectName: 'Cedar Coast road deactivation',
    state: 'CLOSED',
    proponent: 'cedarCoast',
    region: 'COAST',
    stream: 'TRANSPORTATION',
    projectType: 'CLOSURE',
    identifiers: [{ type: 'FILE_NUMBER', value: 'CC-RD-88' }],
    createdDaysAgo: -160,
    requestedIn: -110,
    projectDescription: 'Deactivation of 6 km of spur roads and removal of three culverts.',
    responses: [{ community: 'kitiganLake', state: 'NO_RESPONSE', priority: 'LOW' }],
  },
  {
    projectName: 'Prairie Sky compressor station',
    state: 'WITHDRAWN',
    proponent: 'prairieSky',
    region: 'SOUTH',
    stream: 'ENERGY',
    projectType: 'NEW_PROJECT',
    identifiers: [],
    createdDaysAgo: -60,
    requestedIn: -15,
    projectDescription: 'A 10 MW compressor station near the Bow Island junction; withdrawn by the proponent.',
  },
];
