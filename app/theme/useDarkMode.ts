import { useEffect } from 'react';
import { loadDarkStyles } from './darkStyles';
import { DARK_CLASS } from './themeColors';

/**
 * Puts Blueprint's dark class on <body> (and the colour scheme on <html>) while `dark` holds, so
 * that overlays rendered in portals follow the user's dark-mode preference too. ag-grid's theme
 * mode (colorSchemeVariable) is read from `data-ag-theme-mode` on <body>: grids, their menus and
 * popups follow as well. Blueprint's dark rules load with the first dark page (darkStyles.ts).
 */
export function useDarkMode(dark: boolean): void {
  useEffect(() => {
    if (dark) loadDarkStyles();
    document.body.classList.toggle(DARK_CLASS, dark);
    document.body.dataset.agThemeMode = dark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
}
