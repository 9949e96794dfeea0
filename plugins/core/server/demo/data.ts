import type { WhatsNew } from '../../../../generated/types/core';

/** Release notes shown in What's new; the newest two are unseen by the demo users. Published at 09:00. */
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
