import { lazy, type ComponentType } from 'react';
import { registerView, type ViewProps } from '../views/viewRegistry';

function lazyView(load: () => Promise<ComponentType<ViewProps>>): ComponentType<ViewProps> {
  return lazy(() => load().then((component) => ({ default: component })));
}

/**
 * The list-of-values screens the org plugin's navigation names (view.component): admin-lovs
 * (admin.lovs) and list-lov. Loaded on first use: few users ever open them.
 */
export function registerLovViews(): void {
  registerView('admin-lovs', lazyView(() => import('./AdminLovsView').then((m) => m.AdminLovsView)));
  registerView('list-lov', lazyView(() => import('./ListLovView').then((m) => m.ListLovView)));
}

registerLovViews();
