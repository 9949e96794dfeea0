// Pure, isomorphic derivations from the registry: search, forms, views, menus, routes.
export { deriveForm, type FieldUi, type FieldUiOptions, type FieldWidth, type FormContext, type FormModel, type FormUiSchema } from './formSchema';
export { deriveGeneralSearchModel, deriveSearchModel, DEFAULT_SORT, TYPE_FACET, type GeneralSearchModel, type SearchFacet, type SearchHeader, type SearchModel } from './searchModel';
export { deriveViewModel, itemTitle, titleFieldOf, titleTextOf, DEFAULT_TYPE_ICON, type ViewField, type ViewModel, type ViewSection, type ViewVariant } from './viewModel';
export { buildMenuTree, isNavItemVisible, ADMIN_MENU, type MenuNode, type MenuTree } from './menuTree';
export { audienceKey, isFieldShownTo, type Audience } from './audience';
export { evaluateShowRule, holdsCapability, isCapabilityKeyGranted, type Deployment, type MenuUser } from './showRule';
export { findRoute, isKnownViewKey, routeTable, VIEW_KEY_PREFIX, type RouteEntry, type RouteTable } from './routeTable';
export { DATE_RANGES, dayRangeDates, rangeBounds, resolveRanges, SIZE_RANGES, TIME_RANGES, type DayRange, type RangeFacetKind, type ResolvedRange, type ValueRange } from './ranges';
export { DEFAULT_SECTION, groupBySection, type FieldGroup } from './sections';
export { fieldLabel } from './fieldLabel';
export { inferCell } from './inferCell';
export { inferWidget } from './inferWidget';
export { isHiddenIn, isReadOnlyIn, type FieldContext } from './contexts';
export { activeLovKeys, allLovKeys } from './lovValues';
export { mayCreateType } from './createRule';
export { computedValue, computedValueMessageId, timeWindowState, TIME_WINDOW_STATES, type ComputedFieldDeclaration, type TimeWindowState } from './computed';
