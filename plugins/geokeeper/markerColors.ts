/** Map marker colours of business spec §9 (server features and the client's map layer share them). */
export const MARKER_COLORS = { workItem: '#64FFDA', reference: '#f50', selected: '#E91E63' } as const;

/** Field data without a coloured category (the light theme's primary colour). */
export const DEFAULT_FIELD_DATA_COLOR = '#335E6C';
