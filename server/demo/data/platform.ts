import type { LOVValue, SavedSearch, WhatsNew } from '../../../generated/types/core';

/** Release notes shown in What's new; the newest two are unseen by the demo users. */
export const WHATS_NEW: readonly (Pick<WhatsNew, 'version' | 'title' | 'body'> & { daysAgo: number })[] = [
  {
    version: '2.3.90',
    daysAgo: 12,
    title: 'Saved searches in the menu',
    body: 'Save a search with its facets and find it again under Saved searches in the menu.',
  },
  {
    version: '2.3.88',
    daysAgo: 47,
    title: 'Phone numbers tidied as you type',
    body: 'North American phone numbers are shown as (403) 555-0142 once you leave the field; extensions are kept.',
  },
  {
    version: '2.3.80',
    daysAgo: 130,
    title: 'Meeting start and end times',
    body: 'Meetings now have optional start and end times, and the list tells past, ongoing and upcoming meetings apart.',
  },
  {
    version: '2.3.70',
    daysAgo: 240,
    title: 'Dark mode',
    body: 'Switch to the dark theme from your profile menu. The setting follows you to every browser you sign in from.',
  },
];

/** The version the demo users have seen: entries after it count as new. */
export const WHATS_NEW_SEEN = '2.3.80';

/** One non-modal alert, active now, announcing maintenance a few days ahead. */
export const SYSTEM_ALERT = {
  title: 'Scheduled maintenance',
  /** {date} becomes the maintenance day. */
  message: 'The site will be unavailable on {date} from 22:00 to 23:30 (Pacific time) while we upgrade the database.',
  startsInDays: -1,
  maintenanceInDays: 9,
};

/** A saved search of one demo account; ownerOrg (organization key) fills the owner facet. */
type SavedSortKey = NonNullable<SavedSearch['sortBy']>[number];

export interface DemoSavedSearchSpec extends Pick<SavedSearch, 'name' | 'searchString'>, Required<Pick<SavedSearch, 'itemTypeName'>> {
  account: string;
  selectedFacets?: Readonly<Record<string, readonly string[]>>;
  ownerOrg?: string;
  sortBy: readonly SavedSortKey[];
}

export const SAVED_SEARCHES: readonly DemoSavedSearchSpec[] = [
  {
    account: 'orgadmin@demo.test',
    name: 'Our letters and e-mails',
    itemTypeName: 'CommLog',
    selectedFacets: { type: ['LETTER', 'EMAIL'] },
    ownerOrg: 'stoneyCreek',
    sortBy: [{ key: 'date', order: 'desc' }],
  },
  {
    account: 'member@demo.test',
    name: 'Site visits',
    itemTypeName: 'Meeting',
    selectedFacets: { meetingTypes: ['SITE_VISIT'] },
    sortBy: [{ key: 'date', order: 'desc' }],
  },
  {
    account: 'consultant@demo.test',
    name: 'Licences and permits',
    itemTypeName: 'Disposition',
    selectedFacets: { dispositionType: ['LICENCE', 'PERMIT'] },
    sortBy: [{ key: 'label', order: 'asc' }],
  },
  {
    account: 'community@demo.test',
    name: 'Mining companies',
    itemTypeName: 'Organization',
    searchString: 'mining',
    selectedFacets: { type: ['INDUSTRY'] },
    sortBy: [{ key: 'displayName', order: 'asc' }],
  },
];

/** A value an organization added to one of its lists. */
interface DemoLovValueSpec extends Pick<LOVValue, 'list' | 'key'>, Required<Pick<LOVValue, 'state'>> {
  t: { en: string; fr: string };
  /** Organization key of the owner. */
  owner: string;
}

/** Values organizations added to their own lists (LOVs whose ownerType is Organization). */
export const ORGANIZATION_LOV_VALUES: readonly DemoLovValueSpec[] = [
  { list: 'ORG_COMMLOG_TYPES', key: 'TEXT_MESSAGE', t: { en: 'Text message', fr: 'Message texte' }, owner: 'stoneyCreek', state: 'ACTIVE' },
  { list: 'ORG_MEETING_TYPES', key: 'ELDERS_GATHERING', t: { en: "Elders' gathering", fr: 'Rassemblement des aînés' }, owner: 'stoneyCreek', state: 'ACTIVE' },
  { list: 'ORG_DISPOSITION_TYPES', key: 'FOREST_LICENCE', t: { en: 'Forest licence', fr: 'Permis forestier' }, owner: 'forests', state: 'ACTIVE' },
  { list: 'ORG_MEETING_TYPES', key: 'CORE_SHACK_TOUR', t: { en: 'Core shack tour', fr: 'Visite de la carothèque' }, owner: 'northernRidge', state: 'ARCHIVED' },
];
