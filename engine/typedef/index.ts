// Administrator-defined item types (admin.types): the stored shape, its checks, the form editor's
// model, what a change does to existing items, and the export file. Pure and isomorphic.
export { checkMessageCoverage, definitionMessageIds } from './messageCoverage';
export {
  definitionSource,
  definitionsNav,
  fieldMessageId,
  navMessageId,
  runtimeTypesOf,
  toRuntimeType,
  withDefinitionMessages,
  type TypeDefinition,
} from './typeDefinition';
export { checkTypeDefinition } from './validateDefinition';
export { addSimpleField, checkSimpleField, type AddFieldResult, type FieldNote, type SimpleFieldSpec, type SimpleRange } from './simpleField';
export { SIMPLE_FIELD_KINDS, type SimpleFieldKind } from './fieldKinds';
export { removeField } from './removeField';
export { newTypeDefinition, CREATED_FACET_SET, TITLE_FIELD, type NewTypeOptions } from './newTypeDefinition';
export { analyzeChange, applyDefaults, countBreakingItems, type BreakingChange, type BreakingCount, type ChangeAnalysis, type ChangeInfo } from './compatibility';
export { exportDefinitions, parseImport, EXPORT_FORMAT, EXPORT_VERSION, IMPORT_SOURCE, type ImportResult, type TypeDefinitionsFile } from './exportImport';
