/** Map marker colours of business spec §9 (server features and the client's map layer share them). */
export const MARKER_COLORS = { workItem: '#64FFDA', reference: '#f50', selected: '#E91E63' } as const;

/**
 * Field data without a coloured category. One colour for both themes, so the server can bake it into
 * features and exports: a mid blue with at least 3:1 against the basemap's land in light (#f6f3ec,
 * 3.5:1) and dark (#26333b, 3.4:1); the primary #335E6C all but vanished on the dark map (1.8:1).
 */
export const DEFAULT_FIELD_DATA_COLOR = '#0288D1';
