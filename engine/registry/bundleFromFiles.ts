import type {
  DeclarationError,
  FacetSetDeclaration,
  ItemTypeDeclaration,
  LovDeclaration,
  NavDeclarationFile,
  PluginBundle,
  PluginManifest,
  StepKindDeclaration,
} from '../declarations/bundle';
import { checkAgainstMetaSchema, type DeclarationKind } from './metaValidator';

/** Plugin-relative path ("core/types/User.type.json") to parsed JSON. */
export type PluginFiles = Record<string, unknown>;

interface FileRule {
  pattern: RegExp;
  kind: DeclarationKind;
}

const FILE_RULES: FileRule[] = [
  { pattern: /^[^/]+\/plugin\.json$/, kind: 'plugin' },
  { pattern: /^[^/]+\/types\/[^/]+\.type\.json$/, kind: 'itemType' },
  { pattern: /^[^/]+\/lovs\/[^/]+\.lov\.json$/, kind: 'lov' },
  { pattern: /^[^/]+\/facets\/[^/]+\.facets\.json$/, kind: 'facetSet' },
  { pattern: /^[^/]+\/steps\/[^/]+\.step\.json$/, kind: 'stepKind' },
  { pattern: /^[^/]+\/nav\.json$/, kind: 'nav' },
  { pattern: /^[^/]+\/messages\/[a-z]{2}(-[A-Z]{2})?\.json$/, kind: 'messages' },
];

function emptyBundle(key: string): PluginBundle {
  return { manifest: { key, label: key }, types: [], lovs: [], facetSets: [], steps: [], nav: [], messages: {} };
}

/** Strips the editor hint "$schema" so declarations compare and ship without it. */
function withoutSchemaRef<T>(value: T): T {
  if (value && typeof value === 'object' && '$schema' in value) {
    const { $schema: _ignored, ...rest } = value as Record<string, unknown>;
    return rest as T;
  }
  return value;
}

/**
 * Groups declaration files into plugin bundles, checking each against its meta-schema. Files that
 * match no known place are refused too, so a misnamed file cannot be silently ignored.
 */
export function bundlesFromFiles(files: PluginFiles): { bundles: PluginBundle[]; errors: DeclarationError[] } {
  const bundles = new Map<string, PluginBundle>();
  const manifests = new Set<string>();
  const errors: DeclarationError[] = [];
  for (const [source, value] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const rule = FILE_RULES.find((r) => r.pattern.test(source));
    if (!rule) {
      errors.push({ source, path: '', message: 'not a declaration file: expected plugin.json, nav.json, types/*.type.json, lovs/*.lov.json, facets/*.facets.json, steps/*.step.json or messages/{locale}.json' });
      continue;
    }
    const fileErrors = checkAgainstMetaSchema(rule.kind, source, value);
    if (fileErrors.length > 0) {
      errors.push(...fileErrors);
      continue;
    }
    const pluginKey = source.slice(0, source.indexOf('/'));
    const bundle = bundles.get(pluginKey) ?? emptyBundle(pluginKey);
    bundles.set(pluginKey, bundle);
    const declaration = withoutSchemaRef(value);
    switch (rule.kind) {
      case 'plugin': {
        const manifest = declaration as PluginManifest;
        if (manifest.key !== pluginKey) errors.push({ source, path: '/key', message: `plugin key "${manifest.key}" must equal its folder name "${pluginKey}"` });
        bundle.manifest = manifest;
        manifests.add(pluginKey);
        break;
      }
      case 'itemType':
        bundle.types.push(declaration as ItemTypeDeclaration);
        break;
      case 'lov':
        bundle.lovs.push(declaration as LovDeclaration);
        break;
      case 'facetSet':
        bundle.facetSets.push(declaration as FacetSetDeclaration);
        break;
      case 'stepKind':
        bundle.steps.push(declaration as StepKindDeclaration);
        break;
      case 'nav':
        bundle.nav.push(...(declaration as NavDeclarationFile).items);
        break;
      case 'messages': {
        const locale = source.slice(source.lastIndexOf('/') + 1, -'.json'.length);
        bundle.messages[locale] = declaration as Record<string, string>;
        break;
      }
    }
  }
  for (const key of bundles.keys()) {
    if (!manifests.has(key)) errors.push({ source: `${key}/plugin.json`, path: '', message: 'plugin folder has no plugin.json' });
  }
  return { bundles: [...bundles.values()], errors };
}
