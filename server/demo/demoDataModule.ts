import { hashPassword } from '../auth/password';
import { ItemStore, SYSTEM_WRITER } from '../items/itemStore';
import { createValidatorProvider } from '../items/validators';
import type { ServerModule, ServerModuleContext } from '../serverModule';
import { DEMO_PASSWORD } from './demoPassword';
import { demoDataState, seedDemoData } from './seedDemoData';

export interface DemoDataModuleOptions {
  /** Day the demo data is relative to (default: the day of the first start). */
  today?: () => Date;
}

async function loadDemoData(context: ServerModuleContext, today: () => Date): Promise<void> {
  const { db, log, config, credentials } = context;
  const state = demoDataState(db);
  if (state !== 'empty') {
    log.info({ state }, state === 'seeded' ? 'demo data already loaded' : 'demo data not loaded: the store already holds items');
    return;
  }
  // The items module's store when it runs: demo users' own writes then record events and notify.
  const store = context.itemStore() ?? new ItemStore({ db, registry: context.registry, validators: createValidatorProvider() });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = seedDemoData({
    store,
    credentials,
    registry: context.registry(),
    seeders: context.demoSeeders.list(),
    passwordHash,
    today: today(),
    platformUserId: credentials.byEmail(config.adminEmail)?.userId ?? SYSTEM_WRITER.userId,
  });
  if (summary === null) return;
  log.info({ counts: summary.counts, skippedExamples: summary.skippedExamples }, 'demo data loaded');
  // Printed once, like the generated administrator password: the seed never runs again on this store.
  const accounts = summary.accounts.map((account) => `${account.email} (${account.role})`).join('; ');
  log.info({ accounts: summary.accounts.map((account) => account.email) }, `Demo accounts, password "${DEMO_PASSWORD}": ${accounts}`);
}

/**
 * DEMO_DATA=1: what the plugins' demo seeders write (ServerPluginContext.demo) and items of every
 * other declared type with examples, on the first start of an empty store. Modules start before the administrator exists, and the administrator is
 * only created while no credential exists, so the seed runs in Fastify's onReady hook: after the
 * administrator, and still before the server listens (listen awaits it; a failing seed stops the start).
 */
export function createDemoDataModule(options: DemoDataModuleOptions = {}): ServerModule {
  const today = options.today ?? (() => new Date());
  return {
    name: 'demo-data',
    start(context) {
      if (!context.config.demoData) return;
      context.http.addHook('onReady', () => loadDemoData(context, today));
    },
  };
}

export const demoDataModule: ServerModule = createDemoDataModule();
