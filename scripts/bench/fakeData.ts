/**
 * Deterministic fake data for the benchmarks: a seeded generator and word lists weighted so that
 * facets and text terms have a realistic spread (a few very common last names, a long tail).
 */
import { DemoRandom } from '../../server/demo/demoRandom';

/** Seeded generator (the demo data's mulberry32), so the same seed generates the same store on every run. */
export class Random {
  private readonly source: DemoRandom;

  constructor(seed: number) {
    this.source = new DemoRandom(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.source.next();
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    const value = list[this.int(list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  /** Zipf-like: index 0 is the most frequent, frequencies fall off as 1 / (rank + 1). */
  skewed<T>(list: readonly T[]): T {
    const harmonic = Math.log(list.length + 1);
    const rank = Math.floor(Math.exp(this.next() * harmonic)) - 1;
    return list[Math.min(rank, list.length - 1)] ?? this.pick(list);
  }

  /** A key drawn by weight: [[key, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    const last = entries.at(-1);
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }
}

export const FIRST_NAMES: readonly string[] = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen',
  'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Donald', 'Margaret',
  'Steven', 'Ashley', 'Andrew', 'Kimberly', 'Paul', 'Emily', 'Joshua', 'Donna', 'Kenneth', 'Michelle',
  'Kevin', 'Carol', 'Brian', 'Amanda', 'George', 'Melissa', 'Timothy', 'Deborah', 'Ronald', 'Stephanie',
  'Jean', 'Marie', 'Pierre', 'Sophie', 'Louis', 'Chloe', 'Gabriel', 'Camille', 'Olivier', 'Julie',
  'Raven', 'Dakota', 'Tanis', 'Winona', 'Cheyenne', 'Kaya', 'Aiyana', 'Takoda', 'Nita', 'Elan',
  'Wei', 'Mei', 'Hiroshi', 'Yuki', 'Arjun', 'Priya', 'Mohammed', 'Fatima', 'Carlos', 'Lucia',
];

export const LAST_NAMES: readonly string[] = [
  'Smith', 'Brown', 'Tremblay', 'Martin', 'Roy', 'Wilson', 'MacDonald', 'Gagnon', 'Johnson', 'Taylor',
  'Cote', 'Campbell', 'Anderson', 'Leblanc', 'Lee', 'Jones', 'White', 'Williams', 'Miller', 'Thompson',
  'Gauthier', 'Young', 'Van', 'Morin', 'Bouchard', 'Scott', 'Stewart', 'Belanger', 'Reid', 'Pelletier',
  'Moore', 'Lavoie', 'King', 'Robinson', 'Levesque', 'Murphy', 'Fortin', 'Gagne', 'Wong', 'Clark',
  'Mitchell', 'Ross', 'Morrison', 'Marshall', 'Martel', 'Whitehorse', 'Crowchild', 'Bearspaw', 'Littlechild', 'Redcrow',
  'Sinclair', 'Thunderchild', 'Cardinal', 'Gladue', 'Ermineskin', 'Manyfingers', 'Eagleheart', 'Starblanket', 'Morningstar', 'Swiftwind',
  'Chen', 'Singh', 'Patel', 'Nguyen', 'Kim', 'Garcia', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez',
  'Fraser', 'Graham', 'Hamilton', 'Henderson', 'Hughes', 'Kennedy', 'Marchand', 'Mercier', 'Ouellet', 'Paquette',
  'Poirier', 'Richard', 'Simard', 'Thibault', 'Dube', 'Bergeron', 'Boucher', 'Caron', 'Demers', 'Dufour',
];

export const EMAIL_DOMAINS: readonly string[] = [
  'example.com', 'example.ca', 'mail.example.org', 'northernridge.example.com', 'stoneycreek.example.ca',
  'gov.example.ca', 'consult.example.net', 'uni.example.edu',
];

export const ORG_PREFIXES: readonly string[] = [
  'Stoney Creek', 'Northern Ridge', 'Bear Lake', 'Red River', 'Cold Spring', 'Eagle Hills', 'Moose Jaw', 'Pine Valley',
  'Silver Falls', 'Blue Mountain', 'Crow Feather', 'Grand Prairie', 'Whitefish Bay', 'Thunder Bay', 'Cedar Point', 'Wolf Creek',
  'Iron Range', 'Sandy Lake', 'Maple Ridge', 'Rocky Point',
];

export const ORG_KINDS: readonly (readonly [string, string, string])[] = [
  ['First Nation', 'COMMUNITY', 'Community services'],
  ['Métis Settlement', 'COMMUNITY', 'Community services'],
  ['Mining Ltd.', 'INDUSTRY', 'Mineral exploration'],
  ['Energy Inc.', 'INDUSTRY', 'Oil and gas'],
  ['Pipelines Corp.', 'INDUSTRY', 'Pipelines'],
  ['Forest Products', 'INDUSTRY', 'Forestry'],
  ['Ministry Office', 'GOVERNMENT', 'Public administration'],
  ['County', 'GOVERNMENT', 'Public administration'],
  ['Environmental Consulting', 'CONSULTANT', 'Environmental services'],
  ['Heritage Museum', 'MUSEUM', 'Heritage'],
  ['College', 'EDUCATION', 'Education'],
  ['Land Trust', 'NOT_FOR_PROFIT', 'Conservation'],
];

export const COMMLOG_TOPICS: readonly string[] = [
  'the access road', 'the pipeline route', 'the site visit', 'water monitoring', 'the caribou survey', 'the traditional use study',
  'the drilling permit', 'the reclamation plan', 'the heritage assessment', 'the funding agreement', 'the community meeting',
  'the wildlife corridor', 'the archaeology report', 'the fish habitat', 'the seasonal closure', 'the hunting area',
  'the impact benefit agreement', 'the capacity funding', 'the noise complaint', 'the dust control plan',
];

export const COMMLOG_OPENERS: readonly string[] = [
  'Follow-up on', 'Question about', 'Request for information on', 'Update on', 'Concerns about', 'Meeting notes on',
  'Draft comments on', 'Invitation to discuss', 'Response regarding', 'Reminder about',
];

export const COMMLOG_NOTES: readonly string[] = [
  'Called the project lead; they will send the revised map by the end of the month.',
  'Elders raised concerns about the timing during calving season.',
  'Left a voicemail, no answer yet.',
  'Agreed to meet on site with the field crew next week.',
  'Sent the monitoring data for the last quarter.',
  'The proponent asked for an extension of the comment period.',
];

export const COMMLOG_TYPES: readonly (readonly [string, number])[] = [
  ['EMAIL', 45], ['PHONE', 25], ['MEETING', 12], ['LETTER', 8], ['SITE_VISIT', 6], ['OTHER', 4],
];

export const COMMLOG_DIRECTIONS: readonly (readonly [string, number])[] = [
  ['OUTBOUND', 50], ['INBOUND', 40], ['INTERNAL', 10],
];

export const USER_STATES: readonly (readonly [string, number])[] = [
  ['NONE', 70], ['INVITED', 6], ['WEEK', 8], ['DAYS_30', 6], ['DAYS_60', 3], ['DAYS_90', 2], ['NORECENT', 3], ['NEVER', 1], ['BLOCKED', 1],
];

/** A valid North American number in one of the formats people type. */
export function phoneNumber(random: Random): string {
  const area = 200 + random.int(800);
  const line = String(random.int(10_000)).padStart(4, '0');
  switch (random.int(3)) {
    case 0:
      return `(${area}) 555-${line}`;
    case 1:
      return `+1 ${area} 555 ${line}`;
    default:
      return `${area}.555.${line}`;
  }
}

/** An ASCII, lower-case e-mail local part from a name (accents dropped). */
export function emailLocal(first: string, last: string, serial: number): string {
  const plain = (text: string): string =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  return `${plain(first)}.${plain(last)}${serial}`;
}
