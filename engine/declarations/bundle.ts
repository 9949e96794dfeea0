import type {
  FacetSetDeclaration,
  ItemTypeDeclaration,
  LovDeclaration,
  NavItem,
  PluginManifest,
  StepKindDeclaration,
} from '../../generated/declarations';

export type {
  AccessHints,
  Facet,
  FacetSetDeclaration,
  FieldHints,
  FieldSchema,
  FieldsSchema,
  Header,
  ItemTypeDeclaration,
  ItemWriteRule,
  LovDeclaration,
  NavDeclaration as NavDeclarationFile,
  NavItem,
  PluginManifest,
  Range,
  SearchHints,
  ShowRule,
  SortKey,
  StepKindDeclaration,
  View as NavView,
  Dashboard as NavDashboard,
  ViewHints,
  WriteRules,
} from '../../generated/declarations';

/** Locale (en, fr ...) to message id to ICU message text. */
export type MessageCatalog = Record<string, Record<string, string>>;

/** Everything one plugin declares, as plain serializable data (what the server ships to clients). */
export interface PluginBundle {
  manifest: PluginManifest;
  types: ItemTypeDeclaration[];
  lovs: LovDeclaration[];
  facetSets: FacetSetDeclaration[];
  steps: StepKindDeclaration[];
  nav: NavItem[];
  messages: MessageCatalog;
}

/** Where a declaration came from, for error messages: plugin-relative file path or "runtime:{key}". */
export type DeclarationSource = string;

export interface DeclarationError {
  source: DeclarationSource;
  /** JSON pointer inside the declaration, "" for the whole file. */
  path: string;
  message: string;
}
