export { INVALID_CELL_KEY_MESSAGE, INVALID_ID_MESSAGE, InvalidCellKeyError, InvalidIdError } from './errors';
export {
  SYSTEM_TYPE_PREFIX,
  formatItemId,
  isItemId,
  isSystemId,
  isValidTypeName,
  parseIdNumber,
  parseItemId,
  requireIndex,
  typeOfId,
} from './itemId';
export type { ParsedItemId } from './itemId';
export { CELL_KEY_PREFIX, formatCellKey, parseCellKey } from './cellKey';
export type { ParsedCellKey } from './cellKey';
