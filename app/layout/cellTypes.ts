import type { ReactNode } from 'react';

/** Cell widths as fractions of the column area (platform spec §2 "Layout"). */
export type CellWidth = 'THIRD' | 'HALF' | 'TWO_THIRDS' | 'FULL';

export const CELL_WIDTH_FRACTION: Readonly<Record<CellWidth, number>> = {
  THIRD: 1 / 3,
  HALF: 1 / 2,
  TWO_THIRDS: 2 / 3,
  FULL: 1,
};

/** Unsaved-state marker of a cell: SAVING while a save runs, ERROR when the last save failed. */
export type DirtyState = 'SAVING' | 'ERROR';

/** One control a cell view puts in its toolbar; `name` tells controls apart (and may not be "default-menu"). */
export interface ToolbarControl {
  name: string;
  node: ReactNode;
}

/** An entry of the toolbar's menu; `title` is the already translated text and is required. */
export interface ToolbarMenuItem {
  title: string;
  icon?: string;
  disabled?: boolean;
  intent?: 'primary' | 'success' | 'warning' | 'danger';
  onClick: () => void;
}

/** The optional prominent button of a cell (e.g. "Create"), right of the title. */
export interface ActionButton {
  title: string;
  icon?: string;
  disabled?: boolean;
  onClick: () => void;
}

/** What a cell view tells the shell about its chrome (toolbar and body). Every part is optional. */
export interface CellChrome {
  title?: string;
  icon?: string;
  width?: CellWidth;
  dirtyState?: DirtyState;
  controls?: ToolbarControl[];
  menuItems?: ToolbarMenuItem[];
  actionBtn?: ActionButton;
  hideToolbar?: boolean;
  bodyClass?: string;
}
