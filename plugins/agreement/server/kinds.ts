import type { PluginBundle } from '../../../engine/declarations/bundle';

/** The plugin-data namespace plugins register agreement kinds under (plugin.json `data`). */
export const KINDS_NAMESPACE = 'agreement.kinds';

export interface AgreementKind {
  key: string;
  /** Message id of its name. */
  label: string;
  /** The plugin that registered it. */
  plugin: string;
}

const UPPERCASE_KEY = /^[A-Z][A-Z0-9_]*$/;

/** A kind registration that breaks the rule; the server refuses to start (business spec §5). */
export class AgreementKindError extends Error {
  constructor(message: string) {
    super(`agreement kinds: ${message}`);
    this.name = 'AgreementKindError';
  }
}

/**
 * Every plugin's `data["agreement.kinds"]`, in plugin order. Business spec §5: a kind must be
 * uppercase and registered only once, otherwise an error is raised — unlike thread purposes, which
 * only warn. The error names the plugins, so the deployment that installed them can fix it.
 */
export function readKinds(bundles: readonly PluginBundle[]): ReadonlyMap<string, AgreementKind> {
  const kinds = new Map<string, AgreementKind>();
  for (const bundle of bundles) {
    const plugin = bundle.manifest.key;
    for (const entry of bundle.manifest.data?.[KINDS_NAMESPACE] ?? []) {
      const { key, label } = entry as Record<string, unknown>;
      if (typeof key !== 'string' || !UPPERCASE_KEY.test(key)) throw new AgreementKindError(`${plugin} registers kind ${JSON.stringify(key)}, which is not an uppercase key`);
      if (typeof label !== 'string' || label === '') throw new AgreementKindError(`${plugin} registers kind ${key} without a label message id`);
      const earlier = kinds.get(key);
      if (earlier !== undefined) throw new AgreementKindError(`${plugin} registers kind ${key}, already registered by ${earlier.plugin}`);
      kinds.set(key, { key, label, plugin });
    }
  }
  return kinds;
}
