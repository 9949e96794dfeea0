import type { PluginBundle } from '../../../engine/declarations/bundle';

/** The plugin-data namespace other plugins list their purposes under (plugin.json `data`). */
export const PURPOSES_NAMESPACE = 'conversation.purposes';

/** What a purpose asks of a thread's files. */
export type AttachmentRule = 'required' | 'forbidden' | 'optional';

/** A registered thread purpose (CONSULT_RESPONSE …). */
export interface ThreadPurpose {
  key: string;
  /** Message id of its name. */
  label: string;
  attachments: AttachmentRule;
  /** With attachments "forbidden": administrators may still attach files (CONSULT_INCOMPLETE). */
  adminsMayAttach: boolean;
  /** The plugin that registered it. */
  plugin: string;
}

/** The registered purposes, plus what was wrong with the registrations (logged as warnings). */
export interface PurposeCatalog {
  purposes: ReadonlyMap<string, ThreadPurpose>;
  warnings: string[];
}

const RULES: readonly AttachmentRule[] = ['required', 'forbidden', 'optional'];
const UPPERCASE_KEY = /^[A-Z][A-Z0-9_]*$/;

function asPurpose(entry: Record<string, unknown>, plugin: string): ThreadPurpose | string {
  const { key, label, attachments, adminsMayAttach } = entry;
  if (typeof key !== 'string' || key === '') return `${plugin}: a purpose without a key`;
  if (typeof label !== 'string' || label === '') return `${plugin}: purpose ${key} has no label message id`;
  const rule = attachments ?? 'optional';
  if (typeof rule !== 'string' || !RULES.includes(rule as AttachmentRule)) return `${plugin}: purpose ${key} has attachments ${JSON.stringify(rule)} (required, forbidden or optional)`;
  return { key, label, attachments: rule as AttachmentRule, adminsMayAttach: adminsMayAttach === true, plugin };
}

/**
 * Reads every plugin's `data["conversation.purposes"]` in plugin (dependsOn) order. Business spec
 * §5: keys should be uppercase and unique, and breaking that is only a warning — a lower-case key
 * still registers, and of two registrations of one key the first plugin's wins. Malformed entries
 * (no key, no label, an unknown attachment rule) are skipped with a warning too.
 */
export function readPurposes(bundles: readonly PluginBundle[]): PurposeCatalog {
  const purposes = new Map<string, ThreadPurpose>();
  const warnings: string[] = [];
  for (const bundle of bundles) {
    const plugin = bundle.manifest.key;
    for (const entry of bundle.manifest.data?.[PURPOSES_NAMESPACE] ?? []) {
      const purpose = asPurpose(entry, plugin);
      if (typeof purpose === 'string') {
        warnings.push(purpose);
        continue;
      }
      if (!UPPERCASE_KEY.test(purpose.key)) warnings.push(`${plugin}: purpose key ${purpose.key} should be uppercase`);
      const earlier = purposes.get(purpose.key);
      if (earlier !== undefined) {
        warnings.push(`${plugin}: purpose ${purpose.key} is already registered by ${earlier.plugin}; the first registration is kept`);
        continue;
      }
      purposes.set(purpose.key, purpose);
    }
  }
  return { purposes, warnings };
}
