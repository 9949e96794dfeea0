import { lazy } from 'react';
import { registerView } from '../views/viewRegistry';

/** The nav item admin.types names this component (plugins/core/nav.json). */
export const ADMIN_TYPES_VIEW = 'admin-types';

/**
 * Registers the admin.types screen, loaded on first use: it builds trial registries while the
 * administrator types (engine/typedef), which no other visitor needs in the first bundle.
 */
export function registerAdminTypesView(): void {
  registerView(
    ADMIN_TYPES_VIEW,
    lazy(() => import('./AdminTypesView').then((m) => ({ default: m.AdminTypesView }))),
  );
}
