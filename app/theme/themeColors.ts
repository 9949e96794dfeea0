/** Brand colours (business spec §9 "Theme colours"). */
export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
}

export const LIGHT_THEME: ThemeColors = { primary: '#335E6C', secondary: '#B11F23', accent: '#D4A83B' };
export const DARK_THEME: ThemeColors = { primary: '#006A8E', secondary: '#570F12', accent: '#BF9836' };

/** Blueprint's class for dark mode; set on <body> so portals (menus, dialogs) are dark as well. */
export const DARK_CLASS = 'bp6-dark';

export function themeColors(dark: boolean): ThemeColors {
  return dark ? DARK_THEME : LIGHT_THEME;
}
