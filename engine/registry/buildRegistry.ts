import { resolveWorkflowNav } from './workflowNav';
import type { DeclarationError, FacetSetDeclaration, LovDeclaration, MessageCatalog, NavItem, PluginBundle, StepKindDeclaration } from '../declarations/bundle';
import { createFormAjv } from '../validation/createFormAjv';
import { checkItemType } from './checkItemType';
import { checkTypeValidates } from './checkTypeValidates';
import { checkLov, checkNavItem } from './checkOthers';
import { checkStepKind } from './checkStepKind';
import { dashboardEntries } from './checkDashboards';
import { checkAgainstMetaSchema } from './metaValidator';
import { applyExtensions } from './applyExtensions';
import { attributeErrors } from './attributeErrors';
import { buildCatalog } from './catalog';
import { compileTypes, declaredCapabilities } from './compileTypes';
import { markExtensionFields } from './extensionFields';
import { orderPlugins } from './pluginOrder';
import type { Registry, RegistryResult, RuntimeTypeDeclaration } from './registry';
import { stableHash } from './stableHash';

export interface BuildOptions {
  /** Skip hashing (about 3 ms with the real plugins): for trial builds that only want the errors. */
  hash?: boolean;
}

/** Collects keyed declarations, reporting a key declared twice with both places. */
function collect<T>(entries: { key: string; value: T; source: string }[], what: string, errors: DeclarationError[]): Map<string, T> {
  const map = new Map<string, T>();
  const where = new Map<string, string>();
  for (const { key, value, source } of entries) {
    const first = where.get(key);
    if (first !== undefined) {
      errors.push({ source, path: '/key', message: `${what} "${key}" is already declared by ${first}` });
      continue;
    }
    where.set(key, source);
    map.set(key, value);
  }
  return map;
}

function mergeMessages(bundles: readonly PluginBundle[]): MessageCatalog {
  const catalog: MessageCatalog = {};
  for (const bundle of bundles) {
    for (const [locale, messages] of Object.entries(bundle.messages)) {
      catalog[locale] = { ...catalog[locale], ...messages };
    }
  }
  return catalog;
}

/** Administrator texts only add ids no plugin translates: a built-in label is never silently rewritten. */
function withRuntimeMessages(catalog: MessageCatalog, runtime: readonly RuntimeTypeDeclaration[]): MessageCatalog {
  const merged: MessageCatalog = Object.fromEntries(Object.entries(catalog).map(([locale, texts]) => [locale, { ...texts }]));
  for (const r of runtime) {
    for (const [locale, texts] of Object.entries(r.messages ?? {})) {
      const target = (merged[locale] ??= {});
      for (const [id, text] of Object.entries(texts)) if (!Object.hasOwn(catalog[locale] ?? {}, id)) target[id] = text;
    }
  }
  return merged;
}

/**
 * Builds the registry from built-in plugin bundles plus administrator-defined declarations. Either
 * every declaration is accepted and a complete registry returned, or nothing is built and every
 * error (source, JSON pointer, reason) is returned: callers keep their previous registry.
 */
export function buildRegistry(bundles: readonly PluginBundle[], runtimeTypes: readonly RuntimeTypeDeclaration[] = [], options: BuildOptions = {}): RegistryResult {
  const errors: DeclarationError[] = [];
  // A fresh ajv per build: ajv keeps every schema it compiled, and trial builds must not accumulate.
  const ajv = createFormAjv();
  const src = (plugin: string, kind: string, key: string): string => `${plugin}/${kind}/${key}`;

  const validRuntime = runtimeTypes.filter((r) => {
    const metaErrors = checkAgainstMetaSchema('itemType', r.source, r.declaration);
    errors.push(...metaErrors);
    return metaErrors.length === 0;
  });

  const order = orderPlugins(bundles);
  errors.push(...order.errors);
  const plugins = order.ordered;
  const declared = plugins.flatMap((b) =>
    b.types.map((t) => ({ plugin: b.manifest.key, source: src(b.manifest.key, 'types', `${t.key}.type.json`), declaration: t })),
  );
  // Who may write is never implicit: a plugin's own type states it (administrator-defined types default to administrators only).
  for (const t of declared) {
    if (!t.declaration.extends && t.declaration.write === undefined) {
      errors.push({ source: t.source, path: '/write', message: `item type "${t.declaration.key}" declares no write rules: add "write": { "create", "update", "delete" } (server/permissions/README.md)` });
    }
  }
  const own = [...declared.filter((t) => !t.declaration.extends), ...validRuntime.filter((r) => !r.declaration.extends).map((r) => ({ plugin: 'runtime', source: r.source, declaration: r.declaration }))];
  const typeEntries = collect(own.map((t) => ({ key: t.declaration.key, source: t.source, value: t })), 'item type', errors);
  const baseDeclarations = new Map([...typeEntries].map(([key, entry]) => [key, entry] as const));
  const extensionInputs = [...declared.filter((t) => t.declaration.extends), ...validRuntime.filter((r) => r.declaration.extends).map((r) => ({ plugin: 'runtime', source: r.source, declaration: r.declaration }))];
  const extensions = applyExtensions(typeEntries, extensionInputs, plugins, errors);

  const lovs = collect<LovDeclaration>(plugins.flatMap((b) => b.lovs.map((l) => ({ key: l.key, value: l, source: src(b.manifest.key, 'lovs', `${l.key}.lov.json`) }))), 'list of values', errors);
  const facetSets = collect<FacetSetDeclaration>(plugins.flatMap((b) => b.facetSets.map((f) => ({ key: f.key, value: f, source: src(b.manifest.key, 'facets', `${f.key}.facets.json`) }))), 'facet set', errors);
  const steps = collect<StepKindDeclaration>(plugins.flatMap((b) => b.steps.map((s) => ({ key: s.key, value: s, source: src(b.manifest.key, 'steps', `${s.key}.step.json`) }))), 'step kind', errors);
  const runtimeNav = validRuntime.flatMap((r) => (r.nav ? [{ key: r.nav.path, value: r.nav, source: r.source }] : []));
  collect<NavItem>([...plugins.flatMap((b) => b.nav.map((n) => ({ key: n.path, value: n, source: `${b.manifest.key}/nav.json` }))), ...runtimeNav], 'navigation path', errors);
  collect(bundles.map((b) => ({ key: b.manifest.key, value: b, source: `${b.manifest.key}/plugin.json` })), 'plugin', errors);
  collect(dashboardEntries(plugins), 'dashboard', errors);

  const catalog = buildCatalog(plugins, errors);
  const typeKeys = new Set(typeEntries.keys());
  const scope = { typeKeys, types: new Map([...typeEntries].map(([key, entry]) => [key, entry.declaration])), lovs, facetSets, catalog };
  for (const [key, entry] of typeEntries) {
    const extendedBy = extensions.get(key) ?? [];
    const base = baseDeclarations.get(key)?.declaration;
    const referenceErrors = checkItemType(entry.declaration, entry.source, scope);
    errors.push(...(base ? attributeErrors(referenceErrors, base, extendedBy) : referenceErrors));
    if (referenceErrors.length > 0) continue;
    if (extendedBy.length > 0 && base) {
      // The owner's examples prove its own declaration; each extension's examples prove the merged type.
      errors.push(...checkTypeValidates(ajv, base, entry.source, lovs));
      for (const extension of extendedBy) errors.push(...checkTypeValidates(ajv, entry.declaration, extension.source, lovs, extension.declaration.examples ?? []));
    } else {
      errors.push(...checkTypeValidates(ajv, entry.declaration, entry.source, lovs));
    }
  }
  const stepScope = { typeKeys, lovs, capabilities: new Set(declaredCapabilities(bundles)), ajv };
  for (const b of plugins) {
    b.lovs.forEach((l) => errors.push(...checkLov(l, src(b.manifest.key, 'lovs', `${l.key}.lov.json`), typeKeys)));
    b.steps.forEach((s) => errors.push(...checkStepKind(s, src(b.manifest.key, 'steps', `${s.key}.step.json`), stepScope)));
    b.nav.forEach((n, i) => errors.push(...checkNavItem(n, `${b.manifest.key}/nav.json`, i, typeKeys, catalog)));
  }
  for (const r of validRuntime) {
    if (r.nav) errors.push(...checkNavItem(r.nav, r.source, 0, typeKeys, catalog).map((e) => ({ ...e, path: e.path.replace(/^\/items\/0/, '/nav') })));
  }

  if (errors.length > 0) return { ok: false, errors };

  // Every check passed: each type is compiled once, here, for every consumer.
  const types = compileTypes(typeEntries, facetSets);
  markExtensionFields(types, extensions);
  const registry: Registry = {
    hash: options.hash === false ? '' : stableHash({ bundles: plugins, runtimeTypes }),
    bundles: plugins,
    runtimeTypes,
    capabilities: declaredCapabilities(bundles),
    types,
    catalog,
    lovs,
    facetSets,
    steps,
    nav: resolveWorkflowNav([...plugins.flatMap((b) => b.nav), ...runtimeNav.map((n) => n.value)], types),
    messages: withRuntimeMessages(mergeMessages(plugins), validRuntime),
  };
  return { ok: true, registry };
}
