/**
 * Names of the form widgets a declaration may name in fields.*.widget. The engine's React theme
 * (engine/react) implements every one; the conformance suite checks both directions.
 */
export const WIDGETS = [
  'text',
  'textarea',
  'richtext',
  'email',
  'phone',
  'url',
  'number',
  'checkbox',
  'switch',
  'date',
  'partial-date',
  'date-time',
  'time',
  'select',
  'radio',
  'lov-select',
  'lov-multi',
  'item-ref',
  'item-refs',
  'color',
  'tags',
  'json',
  'geojson',
  'files',
  'avatar',
  'hidden',
] as const;

export type WidgetName = (typeof WIDGETS)[number];

export function isWidget(name: string): name is WidgetName {
  return (WIDGETS as readonly string[]).includes(name);
}
