import { pluginDemoKey } from './demoSeed';

/**
 * Demo values a plugin's seeder shares with the seeders of later plugins (PluginDemoSeed.shared).
 * Declared here because a plugin imports nothing from another plugin's folder.
 */
export const DEMO_SHARED = {
  /** core: the release the demo users have seen (User.whatsNewLast); later What's new entries count as new. */
  whatsNewSeen: pluginDemoKey<string>('core.whatsNewSeen'),
};
