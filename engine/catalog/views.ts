/**
 * Names of the whole views the application shell implements (app/): a nav item's
 * `view.component` may name one of these or a view a plugin contributes (plugin.json
 * `contributes.views`, implemented by its client entry). The app's conformance test checks that
 * the shell registers every name here.
 */
export const SHELL_VIEWS = [
  'search',
  'notifications',
  'saved-searches',
  'dashboard',
  'home',
  'sign-in',
  'register',
  'forgot-password',
  'set-pass',
  'confirm-email',
  'sign-out',
  'whats-new',
  'docs',
  'terms',
  'privacy-policy',
  'imprint',
  'about',
  'admin-types',
  'admin-state',
  'admin-translations',
  'admin-lovs',
  'list-lov',
] as const;
