import type { LOVValue, SavedSearch } from '../../../../../generated/types/core';

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
