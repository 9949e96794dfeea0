import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import fieldSchema from '../../schemas/field-schema.schema.json';
import itemTypeSchema from '../../schemas/item-type.schema.json';
import facetSetSchema from '../../schemas/facet-set.schema.json';
import lovSchema from '../../schemas/lov.schema.json';
import stepKindSchema from '../../schemas/step-kind.schema.json';
import navSchema from '../../schemas/nav-item.schema.json';
import pluginSchema from '../../schemas/plugin.schema.json';
import messagesSchema from '../../schemas/messages.schema.json';
import typeDefinitionSchema from '../../schemas/type-definition.schema.json';
import type { DeclarationError } from '../declarations/bundle';

export type DeclarationKind = 'itemType' | 'lov' | 'facetSet' | 'stepKind' | 'nav' | 'plugin' | 'messages' | 'typeDefinition';

const SCHEMA_BY_KIND: Record<DeclarationKind, { $id: string }> = {
  itemType: itemTypeSchema,
  lov: lovSchema,
  facetSet: facetSetSchema,
  stepKind: stepKindSchema,
  nav: navSchema,
  plugin: pluginSchema,
  messages: messagesSchema,
  typeDefinition: typeDefinitionSchema,
};

let validators: Map<DeclarationKind, ValidateFunction> | undefined;

/** Meta-schema validators, compiled once; separate from the form ajv because they check declarations, not items. */
function metaValidators(): Map<DeclarationKind, ValidateFunction> {
  if (validators) return validators;
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addSchema([fieldSchema, itemTypeSchema, facetSetSchema, lovSchema, stepKindSchema, navSchema, pluginSchema, messagesSchema, typeDefinitionSchema]);
  validators = new Map(
    (Object.keys(SCHEMA_BY_KIND) as DeclarationKind[]).map((kind) => {
      const validate = ajv.getSchema(SCHEMA_BY_KIND[kind].$id);
      if (!validate) throw new Error(`meta-schema of ${kind} did not compile`);
      return [kind, validate];
    }),
  );
  return validators;
}

/** Turns one ajv error into a sentence a plugin author can act on. */
function describe(error: ErrorObject): { path: string; message: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return { path: `${error.instancePath}/${String(params.additionalProperty)}`, message: `unknown property "${String(params.additionalProperty)}"` };
    case 'required':
      return { path: error.instancePath, message: `missing required property "${String(params.missingProperty)}"` };
    case 'enum':
      return { path: error.instancePath, message: `must be one of ${JSON.stringify(params.allowedValues)}` };
    case 'const':
      return { path: error.instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'propertyNames':
      return { path: `${error.instancePath}/${String(params.propertyName)}`, message: `"${String(params.propertyName)}" is not a valid name here` };
    default:
      return { path: error.instancePath, message: error.message ?? error.keyword };
  }
}

/** Validates one declaration against its meta-schema; returns the errors with source, path and reason. */
export function checkAgainstMetaSchema(kind: DeclarationKind, source: string, value: unknown): DeclarationError[] {
  const validate = metaValidators().get(kind);
  if (!validate) throw new Error(`no meta-schema for ${kind}`);
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  // anyOf umbrellas repeat what their branches already said; a propertyNames failure also reports its pattern.
  const specific = errors.filter((e) => e.keyword !== 'anyOf' && !(e.keyword === 'pattern' && e.propertyName !== undefined));
  const seen = new Set<string>();
  const result: DeclarationError[] = [];
  for (const error of specific.length > 0 ? specific : errors) {
    const { path, message } = describe(error);
    const key = `${path}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ source, path, message });
  }
  return result;
}
