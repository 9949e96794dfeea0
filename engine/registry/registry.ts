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
import type { SearchModel } from './compiledSearch';
import type { CompiledTypeDeclaration } from './compiledType';
import type { IndexPlan } from './compileIndexPlan';

/**
 * An item type as the registry serves it, compiled once when the registry is built (built-in
 * declaration with administrator extensions merged in). Everything downstream reads the compiled
 * parts; only the type editor's checks look at what was written.
 */
export interface ResolvedType {
  key: string;
  /** Plugin key, or "runtime" for administrator-defined types. */
  plugin: string;
  /** Capability that owns the type ("Core" when the declaration names none). */
  capability: string;
  /** The compiled declaration: as written with every default filled and facet sets merged in. */
  declaration: CompiledTypeDeclaration;
  /** The declaration as written (extensions merged in), before any default was filled. */
  declared: ItemTypeDeclaration;
  /**
   * Fields other plugins' extensions add to the type (an Attachment's consultation, its field
   * data...): the default view shows them only when they hold a value (README.md, "Order and extension").
   */
  extensionFields?: string[];
  /** Grid columns, facets (with their buckets), text fields, default sort, indexed fields. */
  search: SearchModel;
  /** What the store indexes for the type. */
  index: IndexPlan;
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

/**
 * The immutable result of loading every declaration; rebuilt whole, never patched in place. The
 * server builds it (engine/registry/buildRegistry) and serves it compiled (serializeRegistry);
 * the client deserializes it and never checks or compiles declarations again.
 */
export interface Registry {
  /** Stable hash of every declaration; changes whenever any declaration changes. */
  readonly hash: string;
  /**
   * The declarations as written that the registry was built from, plugins in dependsOn order.
   * Empty in a registry the client received from the server: only the administrator type editor
   * needs them, and fetches them (GET /api/registry/declarations).
   */
  readonly bundles: readonly PluginBundle[];
  readonly runtimeTypes: readonly RuntimeTypeDeclaration[];
  /** Every capability the plugins declare, Core first. */
  readonly capabilities: readonly string[];
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
