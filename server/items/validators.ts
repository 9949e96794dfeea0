import { createFormAjv } from '../../engine/validation/createFormAjv';
import { compileFieldsValidator } from '../../engine/validation/itemValidator';
import { OperationError } from '../protocol/contract';
import type { ValidatorProvider } from './itemStore';

/**
 * The server's validators: the one shared ajv setup (identical to the client's forms), each type's
 * schema compiled once (compileFieldsValidator caches per schema object, and a registry rebuild
 * brings new schema objects only for declarations that changed).
 */
export function createValidatorProvider(): ValidatorProvider {
  const ajv = createFormAjv();
  return (registry, type) => {
    const declaration = registry.types.get(type)?.declaration;
    if (!declaration) throw new OperationError('invalidId', `Unknown item type ${JSON.stringify(type)}`, 400);
    return compileFieldsValidator(ajv, declaration.schema);
  };
}
