/** Colours of the map in each theme (business spec §9: primary #335E6C light, #006A8E dark). */
export interface MapPalette {
  water: string;
  land: string;
  border: string;
  coast: string;
  primary: string;
}

export const LIGHT_PALETTE: MapPalette = { water: '#d6e4ea', land: '#f6f3ec', border: '#9aa9b0', coast: '#8fb0bd', primary: '#335E6C' };
export const DARK_PALETTE: MapPalette = { water: '#0e1a21', land: '#26333b', border: '#5d707b', coast: '#3c5968', primary: '#006A8E' };

/** Business spec §9 marker colours. */
export const MARKER_COLORS = {
  workItem: '#64FFDA',
  reference: '#f50',
  selected: '#E91E63',
} as const;

export function paletteOf(dark: boolean): MapPalette {
  return dark ? DARK_PALETTE : LIGHT_PALETTE;
}
