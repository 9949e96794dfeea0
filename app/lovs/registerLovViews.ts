import { lazyView } from '../views/lazyView';
import { registerView } from '../views/viewRegistry';

/**
 * The list-of-values screens the org plugin's navigation names (view.component): admin-lovs
 * (admin.lovs) and list-lov. Loaded on first use: few users ever open them.
 */
export function registerLovViews(): void {
  registerView('admin-lovs', lazyView(() => import('./AdminLovsView').then((m) => m.AdminLovsView)));
  registerView('list-lov', lazyView(() => import('./ListLovView').then((m) => m.ListLovView)));
}

registerLovViews();
