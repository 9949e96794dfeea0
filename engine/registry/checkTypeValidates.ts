import type Ajv2020 from 'ajv/dist/2020';
import type { DeclarationError, ItemTypeDeclaration, LovDeclaration } from '../declarations/bundle';
import { compileFieldsValidator } from '../validation/itemValidator';

/** Keys of each declared list, so examples are checked against the lists they name. */
export function declaredLovKeys(lovs: ReadonlyMap<string, LovDeclaration>): (list: string) => ReadonlySet<string> | undefined {
  return (list) => {
    const lov = lovs.get(list);
    return lov ? new Set(lov.values.map((v) => v.key)) : undefined;
  };
}

/**
 * A type must compile with the shared form ajv (the one server and client validate with) and its
 * examples must pass its own schema; otherwise the declaration is refused at load. Examples are
 * checked against the declaration that wrote them: a built-in type's before an administrator
 * extension is merged in (the extension's defaults fill what stored items lack), an extension's
 * own against the merged type.
 */
export function checkTypeValidates(
  ajv: Ajv2020,
  type: ItemTypeDeclaration,
  source: string,
  lovs: ReadonlyMap<string, LovDeclaration>,
  examples: readonly unknown[] = type.examples ?? [],
): DeclarationError[] {
  let validate;
  try {
    validate = compileFieldsValidator(ajv, type.schema);
  } catch (error) {
    return [{ source, path: '/schema', message: `schema does not compile: ${(error as Error).message}` }];
  }
  const context = { admin: false, lovKeys: declaredLovKeys(lovs) };
  return examples.flatMap((example, i) =>
    validate(example as Record<string, unknown>, context).map((e) => ({
      source,
      path: `/examples/${i}${e.path}`,
      message: `example fails its own schema: ${e.messageId}`,
    })),
  );
}
