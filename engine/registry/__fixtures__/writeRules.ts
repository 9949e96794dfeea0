import type { WriteRules } from '../../declarations/bundle';

/** Test declarations' write rules: signed-in users create, the generic permission model updates and deletes. */
export const ITEM_RIGHTS_WRITE: WriteRules = { create: { signedIn: true }, update: { itemRights: true }, delete: { itemRights: true } };

/** Administrators only (system types, platform types). */
export const ADMIN_WRITE: WriteRules = { create: { admin: true }, update: { admin: true }, delete: { admin: true } };

/** Shaped like core's User: administrators, and the user itself for its preferences. */
export const USER_WRITE: WriteRules = {
  create: { admin: true },
  update: { any: [{ admin: true }, { self: true }] },
  delete: { admin: true },
  selfFields: ['name', 'avatar', 'dark', 'hideGuidance', 'multiColumns', 'whatsNewViewed', 'whatsNewLast'],
};
