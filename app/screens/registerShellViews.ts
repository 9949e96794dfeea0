import { lazyView } from '../views/lazyView';
import { registerView } from '../views/viewRegistry';
import { HomeView } from './HomeView';
import { SignInView } from './SignInView';

/**
 * Registers the shell's own route screens (platform spec §2 "Core routes" that are not item or
 * search views). Home and sign-in are what a first visit shows, so they are bundled; the rest load lazily.
 */
export function registerShellViews(): void {
  registerView('home', HomeView);
  registerView('sign-in', SignInView);
  registerView('register', lazyView(() => import('./RegisterView').then((m) => m.RegisterView)));
  registerView('forgot-password', lazyView(() => import('./ForgotPasswordView').then((m) => m.ForgotPasswordView)));
  registerView('set-pass', lazyView(() => import('./SetPassView').then((m) => m.SetPassView)));
  registerView('confirm-email', lazyView(() => import('./ConfirmEmailView').then((m) => m.ConfirmEmailView)));
  registerView('sign-out', lazyView(() => import('./SignOutView').then((m) => m.SignOutView)));
  registerView('whats-new', lazyView(() => import('./WhatsNewView').then((m) => m.WhatsNewView)));
  registerView('admin-state', lazyView(() => import('../admin-state/AdminStateView').then((m) => m.AdminStateView)));
  registerView('admin-translations', lazyView(() => import('../admin-translations/AdminTranslationsView').then((m) => m.AdminTranslationsView)));
  registerView('docs', lazyView(() => import('./DocsView').then((m) => m.DocsView)));
  for (const page of ['terms', 'privacy-policy', 'imprint', 'about'] as const) {
    registerView(page, lazyView(() => import('./LegalPageView').then((m) => m.legalPageView(page))));
  }
}
