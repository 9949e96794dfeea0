import type {
  DeclarationError,
  FacetSetDeclaration,
  ItemTypeDeclaration,
  LovDeclaration,
  MessageCatalog,
  NavItem,
  PluginBundle,
  StepKindDeclaration,
} from '../declarations/bundle';
import type { Catalog } from './catalog';

/** An item type as the registry serves it: built-in declaration with administrator extensions merged in. */
export interface ResolvedType {
  key: string;
  /** Plugin key, or "runtime" for administrator-defined types. */
  plugin: string;
  /** Capability that owns the type ("Core" when the declaration names none). */
  capability: string;
  declaration: ItemTypeDeclaration;
}

/** Administrator-defined declaration supplied at run time (stored as a system item). */
export interface RuntimeTypeDeclaration {
  source: string;
  declaration: ItemTypeDeclaration;
  /** The type's navigation entry, checked and served like a plugin's. */
  nav?: NavItem;
  /** Texts the administrator typed; they only add ids no plugin translates. */
  messages?: MessageCatalog;
}

/** The immutable result of loading every declaration; rebuilt whole, never patched in place. */
export interface Registry {
  /** Stable hash of every declaration; changes whenever any declaration changes. */
  readonly hash: string;
  /** Plugin bundles in dependsOn order. */
  readonly bundles: readonly PluginBundle[];
  readonly runtimeTypes: readonly RuntimeTypeDeclaration[];
  readonly types: ReadonlyMap<string, ResolvedType>;
  /** Widget, cell and view names declarations may use (built in, or contributed by plugins). */
  readonly catalog: Catalog;
  readonly lovs: ReadonlyMap<string, LovDeclaration>;
  readonly facetSets: ReadonlyMap<string, FacetSetDeclaration>;
  readonly steps: ReadonlyMap<string, StepKindDeclaration>;
  readonly nav: readonly NavItem[];
  readonly messages: MessageCatalog;
}

export type RegistryResult = { ok: true; registry: Registry } | { ok: false; errors: DeclarationError[] };

export const CORE_CAPABILITY = 'Core';
