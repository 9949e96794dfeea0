import type { Migration } from '../migration';

/**
 * Media routes find an Attachment by its upload id (GET /api/attachment/{uppyID}) and an item by its
 * _uuid (GET /api/item-uuid-image/{uuid}). Neither is a declared search field, so item_values does
 * not hold them: partial expression indexes answer those lookups without scanning item JSON.
 */
export const migration: Migration = {
  version: 14,
  name: 'media_lookups',
  up(db) {
    db.exec(`
      CREATE INDEX items_by_uppy_id ON items (json_extract(data, '$.uppyID')) WHERE type = 'Attachment';
      CREATE INDEX items_by_uuid ON items (json_extract(data, '$._uuid')) WHERE json_extract(data, '$._uuid') IS NOT NULL;`);
  },
};
