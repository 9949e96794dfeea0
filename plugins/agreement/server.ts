import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { agreementRule, versionRule } from './server/agreementRules';
import { seedAgreementDemoData } from './server/demo/seedAgreements';
import { readKinds, type AgreementKind } from './server/kinds';
import { recordVersion } from './server/versionBookkeeping';

/**
 * Agreements between organizations: kinds registered as plugin data (checked at start: uppercase,
 * once), state transitions, versions numbered and shared with the agreement's readers, demo data.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    // Throws on a bad or repeated kind: the server does not start with an ambiguous registration.
    let kinds: { hash: string; value: ReadonlyMap<string, AgreementKind> } = { hash: context.registry().hash, value: readKinds(context.registry().bundles) };
    const currentKinds = (): ReadonlyMap<string, AgreementKind> => {
      const registry = context.registry();
      if (kinds.hash !== registry.hash) kinds = { hash: registry.hash, value: readKinds(registry.bundles) };
      return kinds.value;
    };
    context.writeRules.register('Agreement', agreementRule(currentKinds));
    context.writeRules.register('AgreementVersion', versionRule(context.items));
    context.hooks.afterWrite('AgreementVersion', (change) => recordVersion(context.items, change));
    context.operations.register('act/agreement.kinds', () => ({ kinds: [...currentKinds().values()].map(({ key, label }) => ({ key, label })) }));
    context.demo.seed(seedAgreementDemoData);
  },
});
