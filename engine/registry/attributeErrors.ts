import type { DeclarationError, ItemTypeDeclaration } from '../declarations/bundle';
import type { ExtensionInput } from './applyExtensions';
import { extensionPointer } from './extensionPaths';
import { mergeExtension } from './mergeExtension';

/**
 * Errors found in a type merged from its owner's declaration and extensions, each reported
 * against the file that declared the offending part: the extension's own pointer when an extension
 * added it (the latest extension first), else the owner's.
 */
export function attributeErrors(errors: readonly DeclarationError[], owner: ItemTypeDeclaration, extensions: readonly ExtensionInput[]): DeclarationError[] {
  if (extensions.length === 0) return [...errors];
  const bases: ItemTypeDeclaration[] = [owner];
  for (const extension of extensions.slice(0, -1)) bases.push(mergeExtension(bases[bases.length - 1] ?? owner, extension.declaration));
  return errors.map((error) => {
    for (let i = extensions.length - 1; i >= 0; i--) {
      const extension = extensions[i];
      const base = bases[i];
      if (!extension || !base) continue;
      const pointer = extensionPointer(error.path, base, extension.declaration);
      if (pointer !== undefined) return { ...error, source: extension.source, path: pointer };
    }
    return error;
  });
}
