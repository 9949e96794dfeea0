import type { DeclaredFields } from '../../../../generated/item-base';
import type { SystemAlert, WhatsNew } from '../../../../generated/types/core';
import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { DEMO_SHARED } from '../../../../engine/plugin/demoSharedKeys';
import { SYSTEM_ALERT, WHATS_NEW, WHATS_NEW_SEEN } from './data';

/** Release notes go out in the morning (a fixed minute: core's seed draws nothing from the shared random sequence). */
const RELEASE_MINUTE = 9 * 60;

/** One non-modal alert, shown since yesterday, announcing maintenance a few days ahead. */
export function seedSystemAlert(seed: PluginDemoSeed): void {
  const { title, message, startsInDays, maintenanceInDays } = SYSTEM_ALERT;
  seed.create(
    'SystemAlert',
    {
      title,
      message: message.replace('{date}', seed.calendar.longDate(maintenanceInDays)),
      modal: false,
      active: true,
      from: seed.calendar.stamp(startsInDays, 8 * 60),
      until: seed.calendar.stamp(maintenanceInDays, 23 * 60 + 30),
    } satisfies DeclaredFields<SystemAlert>,
    { created: { offsetDays: startsInDays, minuteOfDay: 7 * 60 } },
  );
}

/** Release notes, each published on its release day; later plugins' demo users have seen the older ones. */
export function seedWhatsNew(seed: PluginDemoSeed): void {
  for (const entry of WHATS_NEW) {
    seed.create(
      'WhatsNew',
      { version: entry.version, locale: 'en', title: entry.title, body: entry.body } satisfies DeclaredFields<WhatsNew>,
      { created: { offsetDays: -entry.daysAgo, minuteOfDay: RELEASE_MINUTE } },
    );
  }
  seed.shared.set(DEMO_SHARED.whatsNewSeen, WHATS_NEW_SEEN);
}

/** Core's demo data: the platform's announcements. */
export function seedCoreDemoData(seed: PluginDemoSeed): void {
  seedSystemAlert(seed);
  seedWhatsNew(seed);
}
