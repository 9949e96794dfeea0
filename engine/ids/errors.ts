/** Exact texts the product shows for malformed ids and cell keys (platform spec sections 3 and 5). */
export const INVALID_ID_MESSAGE = 'Invalid id';
export const INVALID_CELL_KEY_MESSAGE = "Cell key must start with 'i-'";

/** Thrown for any string that is not a well-formed item id "{type}-{index}[-{createMarker}]". */
export class InvalidIdError extends Error {
  constructor() {
    super(INVALID_ID_MESSAGE);
    this.name = 'InvalidIdError';
  }
}

/** Thrown for a cell key that is not "i-{type}-{index}[-{createMarker}][-{context}]". */
export class InvalidCellKeyError extends Error {
  constructor() {
    super(INVALID_CELL_KEY_MESSAGE);
    this.name = 'InvalidCellKeyError';
  }
}
