import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeclarationError, ItemTypeDeclaration, PluginBundle } from '../../engine/declarations/bundle';
import { DATE_RANGES, SIZE_RANGES, TIME_RANGES } from '../../engine/derive/ranges';
import { readPluginFiles } from '../../engine/node/readPluginFiles';
import { bundlesFromFiles } from '../../engine/registry/bundleFromFiles';
import { createFormAjv } from '../../engine/validation/createFormAjv';
import { compileFieldsValidator } from '../../engine/validation/itemValidator';
import { VALIDATION_MESSAGES_EN } from '../../engine/validation/messages';
import { declaredMessageIds } from '../../engine/conformance/messageIds';

/**
 * Checks of the core plugin that need no other plugin: its files pass the meta-schemas, its
 * examples pass the engine's own validator, and every message id it names has an English text.
 * (Cross-plugin references such as User.adminOrg -> Organization are the registry's to check.)
 */

const PLUGINS_DIR = fileURLToPath(new URL('..', import.meta.url));
const SYSTEM_TYPES = ['Notify', 'Event', 'Task', 'sys.TypeDef'];

let core: PluginBundle;
let fileErrors: DeclarationError[];

beforeAll(async () => {
  const read = await readPluginFiles(PLUGINS_DIR);
  const { bundles, errors } = bundlesFromFiles(read.files);
  fileErrors = [...read.errors, ...errors].filter((e) => e.source.startsWith('core/'));
  const found = bundles.find((b) => b.manifest.key === 'core');
  if (!found) throw new Error('plugins/core was not loaded');
  core = found;
});

const en = (): Record<string, string> => core.messages.en ?? {};
const typeNamed = (key: string): ItemTypeDeclaration => {
  const type = core.types.find((t) => t.key === key);
  if (!type) throw new Error(`core declares no type ${key}`);
  return type;
};


describe('core declarations', () => {
  it('pass the meta-schemas and sit where the loader expects them', () => {
    expect(fileErrors).toEqual([]);
    expect(core.manifest.capabilities).toEqual(['Core']);
    expect(core.types.map((t) => t.key).sort()).toEqual(
      ['Attachment', 'Event', 'File', 'LOVValue', 'Notify', 'SavedSearch', 'SystemAlert', 'Task', 'User', 'WhatsNew', 'sys.TypeDef'],
    );
    expect(core.lovs.map((l) => l.key).sort()).toEqual(['MEDIA_KINDS', 'NOTIFY_MAIL', 'NOTIFY_PREFS', 'VISIBILITY']);
  });

  it('mark the platform-written types as system', () => {
    for (const key of SYSTEM_TYPES) expect(typeNamed(key).system, key).toBe(true);
    expect(core.types.filter((t) => t.system).map((t) => t.key).sort()).toEqual([...SYSTEM_TYPES].sort());
  });

  it('give every type the created facet set, an icon and a default access level', () => {
    for (const type of core.types) {
      expect(type.search?.facetSets, type.key).toContain('core.created');
      expect(type.view?.icon, type.key).toBeTruthy();
      expect(type.view?.defaultAccess, type.key).toBeTruthy();
    }
    expect(core.facetSets.map((f) => f.key)).toEqual(['core.created']);
  });

  it('store no transient ($-prefixed) fields', () => {
    for (const type of core.types) {
      expect(Object.keys(type.schema.properties).filter((name) => name.startsWith('$')), type.key).toEqual([]);
    }
  });

  it('keep notifications private to their recipient', () => {
    const notify = typeNamed('Notify');
    expect(notify.view?.defaultAccess).toBe('PRIVATE');
    expect(notify.access?.selfField).toBe('recipient');
  });

  it('declare a linear three-number pattern for What\'s-new versions', () => {
    const version = new RegExp(typeNamed('WhatsNew').schema.properties.version?.pattern ?? '');
    expect(version.test('2.3.90')).toBe(true);
    expect(version.test('v2.3.90')).toBe(false);
    expect(version.test('2.3')).toBe(false);
  });

  describe('examples', () => {
    const lovKeys = (list: string): ReadonlySet<string> | undefined => {
      const lov = core.lovs.find((l) => l.key === list);
      return lov && new Set(lov.values.map((v) => v.key));
    };

    it('exist for every type and pass the engine validator', () => {
      const ajv = createFormAjv();
      for (const type of core.types) {
        const validate = compileFieldsValidator(ajv, type.schema);
        expect(type.examples?.length ?? 0, type.key).toBeGreaterThan(0);
        for (const example of type.examples ?? []) {
          expect(validate(example as Record<string, unknown>, { admin: false, lovKeys }), type.key).toEqual([]);
        }
      }
    });

    it('would be refused with a wrong value, so the check above is not vacuous', () => {
      const ajv = createFormAjv();
      const user = typeNamed('User');
      const validate = compileFieldsValidator(ajv, user.schema);
      const [example] = user.examples ?? [];
      const errors = validate({ ...example, email: 'Ada@Example.org', avatar: 'File-3' }, { admin: false, lovKeys });
      expect(errors.map((e) => e.messageId).sort()).toEqual(['errors.lowercase', 'errors.relatedItem']);
    });
  });
});

describe('core messages', () => {
  it('have an English text for every message id the declarations name', () => {
    const missing = [...declaredMessageIds(core)].filter((id) => !Object.hasOwn(en(), id));
    expect(missing).toEqual([]);
  });

  it('repeat the engine validation texts verbatim', () => {
    for (const [id, text] of Object.entries(VALIDATION_MESSAGES_EN)) expect(en()[id], id).toBe(text);
  });

  it('label every facet range bucket', () => {
    for (const range of [...TIME_RANGES, ...DATE_RANGES, ...SIZE_RANGES]) expect(en()[range.label], range.label).toBeTruthy();
  });

  it('carry the platform texts the spec quotes', () => {
    expect(en()['app.system']).toBe('System');
    expect(en()['errors.wsMsgTimeout']).toBe('Response from server not received within timeout of {seconds} seconds');
    expect(en()['errors.array.max']).toBe('Choose at most {count, plural, one {# {one}} other {# {other}}}');
  });

  it('translate into French only ids English has, covering nav titles and type labels', () => {
    const fr = core.messages.fr ?? {};
    expect(Object.keys(fr).filter((id) => !Object.hasOwn(en(), id))).toEqual([]);
    const required = [...core.nav.map((n) => n.title), ...core.types.flatMap((t) => (t.label === undefined ? [] : [t.label]))];
    expect(required.filter((id) => !Object.hasOwn(fr, id))).toEqual([]);
  });
});
