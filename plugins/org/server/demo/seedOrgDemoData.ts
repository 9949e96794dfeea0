import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { seedCommLogs, seedDispositions } from './seedActivity';
import { seedOrganizationLovValues } from './seedLovValues';
import { seedMeetings } from './seedMeetings';
import { seedOrganizations } from './seedOrganizations';
import { seedPeople } from './seedPeople';
import { seedRecentActivity } from './seedRecentActivity';
import { seedSavedSearches } from './seedSavedSearches';

/**
 * The Organizations module's demo data: a consultation landscape of organizations and their
 * contacts, the demo accounts with their memberships, six months of dispositions, communication
 * logs and meetings, each account's saved search, organizations' own list values, and two meetings
 * demo users scheduled themselves so every account opens with unread notifications.
 */
export function seedOrgDemoData(seed: PluginDemoSeed): void {
  const organizations = seedOrganizations(seed);
  const people = seedPeople(seed, organizations);
  const dispositions = seedDispositions(seed, organizations, people);
  seedCommLogs(seed, organizations, people, dispositions);
  seedMeetings(seed, organizations, people, dispositions);
  seedSavedSearches(seed, organizations, people);
  seedOrganizationLovValues(seed, organizations, people);
  seedRecentActivity(seed, organizations, people);
}
