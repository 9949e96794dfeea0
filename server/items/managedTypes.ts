import { notAllowed } from './errors';

/**
 * Types whose items only their owning module's operations write, because a write must pass checks
 * the generic create/update cannot make (sys.TypeDef: act/saveTypeDef checks the definition, counts
 * the items it would break and swaps the registry). The generic operations refuse them, even to
 * administrators; the owning module writes through the ItemStore itself.
 */
export class ManagedTypes {
  private readonly through = new Map<string, string>();

  /** Claims a type: generic create/{type} and update refuse it and name the operation to use. */
  manage(type: string, operation: string): void {
    this.through.set(type, operation);
  }

  isManaged(type: string): boolean {
    return this.through.has(type);
  }

  /** Throws notAllowed when the generic operations may not write items of the type. */
  refuseGenericWrite(type: string): void {
    const operation = this.through.get(type);
    if (operation !== undefined) throw notAllowed(`${type} items are written through ${operation} only`);
  }
}
