import { colorSchemeVariable, themeQuartz } from 'ag-grid-community';

/**
 * The result grids' ag-grid theme: Quartz with a colour scheme per mode. The mode is chosen by the
 * `data-ag-theme-mode` attribute ag-grid reads on <html>, <body> or an element with the
 * `ag-theme-mode` class (useDarkMode sets it on <body>, the grid's wrapper carries it too). The
 * colours are Blueprint's so a grid sits in its cell like the rest of the page; every text pair
 * keeps a contrast of at least 4.5:1 (WCAG AA), links included (app/theme/theme.css).
 */
export const gridTheme = themeQuartz
  .withPart(colorSchemeVariable)
  .withParams(
    {
      backgroundColor: '#ffffff',
      foregroundColor: '#1c2127',
      headerBackgroundColor: '#f6f7f9',
      headerTextColor: '#1c2127',
      accentColor: '#335e6c',
      borderColor: 'rgba(17, 20, 24, 0.15)',
      rowHoverColor: 'rgba(51, 94, 108, 0.08)',
    },
    'light',
  )
  .withParams(
    {
      backgroundColor: '#252a31',
      foregroundColor: '#f6f7f9',
      headerBackgroundColor: '#2f343c',
      headerTextColor: '#f6f7f9',
      accentColor: '#5fb6d6',
      borderColor: 'rgba(255, 255, 255, 0.15)',
      rowHoverColor: 'rgba(95, 182, 214, 0.1)',
      chromeBackgroundColor: '#2f343c',
    },
    'dark',
  );
