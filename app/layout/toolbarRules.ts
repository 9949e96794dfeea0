import type { ActionButton, ToolbarControl, ToolbarMenuItem } from './cellTypes';

/** Name of the toolbar's own menu; a view's control may not take it (platform spec §5). */
export const DEFAULT_MENU = 'default-menu';

/** Every way a view's toolbar declaration breaks the rules; empty when it is fine. */
export function toolbarProblems(controls: readonly ToolbarControl[] = [], menuItems: readonly ToolbarMenuItem[] = [], actionBtn?: ActionButton): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const control of controls) {
    if (control.name === DEFAULT_MENU) problems.push(`A toolbar control may not be named ${DEFAULT_MENU}.`);
    if (seen.has(control.name)) problems.push(`Toolbar control "${control.name}" is declared twice.`);
    seen.add(control.name);
  }
  menuItems.forEach((item, i) => {
    if (item.title.trim() === '') problems.push(`Menu item ${i} must have a title.`);
  });
  if (actionBtn && actionBtn.title.trim() === '') problems.push('The action button must have a title.');
  return problems;
}

/** Throws the problems in development so that a bad view is fixed before it ships; production renders on. */
export function assertToolbar(problems: readonly string[], dev: boolean): void {
  if (dev && problems.length > 0) throw new Error(problems.join(' '));
}
