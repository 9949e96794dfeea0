import { pluginDemoKey } from './demoSeed';

/**
 * Demo values a plugin's seeder shares with the seeders of later plugins (PluginDemoSeed.shared).
 * Declared here because a plugin imports nothing from another plugin's folder.
 */
/** A demo account as org's seeder made it: its User, its own Contact and its organizations. */
export interface DemoAccountShare {
  email: string;
  userId: string;
  contactId: string;
  adminOrgIds: readonly string[];
  readOrgIds: readonly string[];
}

export const DEMO_SHARED = {
  /** core: the release the demo users have seen (User.whatsNewLast); later What's new entries count as new. */
  whatsNewSeen: pluginDemoKey<string>('core.whatsNewSeen'),
  /** org: the demo accounts with their contacts and organizations, for later plugins' demo records. */
  demoAccounts: pluginDemoKey<readonly DemoAccountShare[]>('org.demoAccounts'),
};
