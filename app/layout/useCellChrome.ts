import { useEffect, useSyncExternalStore } from 'react';
import { cellChromeStore } from './cellChromeStore';
import type { CellChrome } from './cellTypes';
import { assertToolbar, toolbarProblems } from './toolbarRules';

/**
 * Lets a cell view set its toolbar and body chrome (title, icon, width, controls, menu items,
 * action button, hideToolbar). Call it with the parts the view owns; they are kept until the cell
 * closes. Toolbar rules (no control named default-menu, titled menu items) throw in development.
 */
export function useCellChrome(cellKey: string, chrome: CellChrome): void {
  assertToolbar(toolbarProblems(chrome.controls, chrome.menuItems, chrome.actionBtn), import.meta.env.DEV);
  useEffect(() => {
    cellChromeStore.set(cellKey, chrome);
  });
}

/** The current chrome of a cell, re-rendering when its view changes it. */
export function useCellChromeOf(cellKey: string): CellChrome | undefined {
  return useSyncExternalStore(cellChromeStore.subscribe, () => cellChromeStore.get(cellKey));
}
