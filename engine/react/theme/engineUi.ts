import type { UiSchema } from '@rjsf/utils';
import type { FieldGroup } from '../../derive/sections';
import type { FieldWidth } from '../../derive/formSchema';

/** What generated forms hand to every template and widget through rjsf's formContext. */
export interface EngineFormContext {
  /** Section layout of the root object (deriveForm's sections). */
  sections?: readonly FieldGroup[];
  /** The item's own id when editing. */
  itemId?: string;
  /** The owner whose values an owner-specific list offers (see lovOwnerOf). */
  lovOwner?: (list: string) => string | undefined;
  /**
   * Fields with an unsaved local edit, as edit paths relative to the form data
   * (engine/localEdits/editPath.ts: `species`, `site/name`): their rows show the "edited" mark.
   */
  editedPaths?: ReadonlySet<string>;
  /** Root fields shown without their own label: it would only repeat their section's title (fieldsRepeatingTheirSection). */
  unlabelled?: ReadonlySet<string>;
}

/** The message-id options deriveForm writes into a field's ui:options (engine/derive/formSchema). */
export interface EngineUiOptions {
  label?: string;
  help?: string;
  placeholder?: string;
  width?: FieldWidth;
  section?: string;
  lovOwner?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const stringOption = (options: Record<string, unknown>, name: string): string | undefined => {
  const value = options[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const WIDTHS: readonly FieldWidth[] = ['THIRD', 'HALF', 'TWO_THIRDS', 'FULL'];

/** Reads the engine's options of one field's uiSchema, ignoring anything of the wrong shape. */
export function engineUiOptions(uiSchema: UiSchema | undefined): EngineUiOptions {
  const options = isRecord(uiSchema) && isRecord(uiSchema['ui:options']) ? uiSchema['ui:options'] : {};
  const width = options.width;
  const result: EngineUiOptions = {};
  const label = stringOption(options, 'label') ?? (isRecord(uiSchema) && typeof uiSchema['ui:title'] === 'string' ? uiSchema['ui:title'] : undefined);
  if (label) result.label = label;
  const help = stringOption(options, 'help');
  if (help) result.help = help;
  const placeholder = stringOption(options, 'placeholder');
  if (placeholder) result.placeholder = placeholder;
  const section = stringOption(options, 'section');
  if (section) result.section = section;
  const lovOwner = stringOption(options, 'lovOwner');
  if (lovOwner) result.lovOwner = lovOwner;
  if (typeof width === 'string' && (WIDTHS as readonly string[]).includes(width)) result.width = width as FieldWidth;
  return result;
}

/** The widget name a field's uiSchema asks for. */
export function widgetName(uiSchema: UiSchema | undefined): string | undefined {
  const widget = isRecord(uiSchema) ? uiSchema['ui:widget'] : undefined;
  return typeof widget === 'string' ? widget : undefined;
}

export function engineFormContext(value: unknown): EngineFormContext {
  return isRecord(value) ? (value as EngineFormContext) : {};
}

/** Whether a field (its path from the form's root) shows without its own label: a root field that would repeat its section's title. */
export function repeatsSectionTitle(formContext: unknown, path: readonly (string | number)[]): boolean {
  return path.length === 1 && (engineFormContext(formContext).unlabelled?.has(String(path[0])) ?? false);
}

/** CSS class giving a field its declared share of the row (grid of six columns). */
export function widthClass(width: FieldWidth | undefined): string {
  return `vgn-width-${(width ?? 'FULL').toLowerCase()}`;
}
