import type Ajv2020 from 'ajv/dist/2020';
import type { DeclarationError, FieldsSchema, LovDeclaration, StepKindDeclaration } from '../declarations/bundle';
import { compileFieldsValidator } from '../validation/itemValidator';
import { forEachFieldSchema } from './fieldPaths';

export interface StepKindScope {
  typeKeys: ReadonlySet<string>;
  lovs: ReadonlyMap<string, LovDeclaration>;
  /** Capabilities the plugins declare. */
  capabilities: ReadonlySet<string>;
  /** The build's form ajv: step properties are validated like item fields (engine/workflow). */
  ajv: Ajv2020;
}

/**
 * Cross-reference checks of a step kind: its initial state is one of its states, its capability is
 * declared, and its properties schema is an object whose required names exist, whose lists and item
 * types exist, and which compiles with the form ajv (as workflow actions will compile it).
 */
export function checkStepKind(step: StepKindDeclaration, source: string, scope: StepKindScope): DeclarationError[] {
  const errors: DeclarationError[] = [];
  const fail = (path: string, message: string): void => {
    errors.push({ source, path, message });
  };
  if (step.initialState && !step.states.includes(step.initialState)) fail('/initialState', `initial state ${step.initialState} is not one of the step's states`);
  if (step.capability && !scope.capabilities.has(step.capability)) fail('/capability', `capability "${step.capability}" is not declared by any plugin`);
  const schema = step.properties;
  if (!schema) return errors;
  if (schema.type !== 'object') {
    fail('/properties/type', 'step properties must be an object schema ("type": "object")');
    return errors;
  }
  const fields: FieldsSchema = { type: 'object', properties: schema.properties ?? {}, ...(schema.required ? { required: schema.required } : {}) };
  (schema.required ?? []).forEach((name, i) => {
    if (!Object.hasOwn(fields.properties, name)) fail(`/properties/required/${i}`, `field "${name}" is not declared in properties.properties`);
  });
  forEachFieldSchema(fields, (field, pointer) => {
    const at = pointer.replace(/^\/schema/, '/properties');
    if (field.lov && !scope.lovs.has(field.lov)) fail(`${at}/lov`, `list of values "${field.lov}" is not declared`);
    (field.itemTypes ?? []).forEach((type, i) => {
      if (!scope.typeKeys.has(type)) fail(`${at}/itemTypes/${i}`, `item type "${type}" is not declared`);
    });
  });
  if (errors.length > 0) return errors;
  try {
    compileFieldsValidator(scope.ajv, fields);
  } catch (error) {
    fail('/properties', `properties schema does not compile: ${(error as Error).message}`);
  }
  return errors;
}
