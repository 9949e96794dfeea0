import type { TypeDefinition } from '../../engine/typedef';

/**
 * The one state both editors (form and JSON) share: the JSON text as typed, the value it parses to,
 * and what was last loaded or saved (to tell unsaved changes). The form edits `definition` and
 * rewrites the text; the JSON editor edits the text and, when it parses, the definition.
 */
export interface EditorState {
  /** The text of the JSON editor. */
  text: string;
  /** What the text parses to (the last value that parsed while parseError is set). */
  value: unknown;
  /** The value when it has the outline of a definition, so the form can show it. */
  definition: TypeDefinition | undefined;
  /** Why the text is not JSON. */
  parseError?: string;
  /** Canonical JSON of the stored version (or of the starting point of a new one). */
  baseline: string;
  /** _u of the stored definition the edit started from; undefined until the first save. */
  storedU?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The outline the form editor needs: a declaration with a key, a label and schema properties. */
export function looksLikeDefinition(value: unknown): value is TypeDefinition {
  if (!isRecord(value) || !isRecord(value.declaration)) return false;
  const { key, label, schema } = value.declaration;
  if (typeof key !== 'string' || typeof label !== 'string' || !isRecord(schema) || !isRecord(schema.properties)) return false;
  return value.messages === undefined || isRecord(value.messages);
}

/** JSON with object keys sorted: two definitions that differ only in key order are the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (isRecord(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v)) ?? '';
}

export function prettyJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** An editor on a stored definition (storedU given) or on a new one not saved yet. */
export function startEditor(definition: TypeDefinition, storedU?: number): EditorState {
  const value = structuredClone(definition);
  return { text: prettyJson(value), value, definition: value, baseline: canonicalJson(value), ...(storedU === undefined ? {} : { storedU }) };
}

/** The JSON editor changed the text. */
export function withText(state: EditorState, text: string): EditorState {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ...state, text, parseError: error instanceof Error ? error.message : String(error) };
  }
  const { parseError: _dropped, ...rest } = state;
  return { ...rest, text, value, definition: looksLikeDefinition(value) ? value : undefined };
}

/** The form editor changed the definition. */
export function withDefinition(state: EditorState, definition: TypeDefinition): EditorState {
  const { parseError: _dropped, ...rest } = state;
  return { ...rest, text: prettyJson(definition), value: definition, definition };
}

export function isDirty(state: EditorState): boolean {
  return state.parseError !== undefined || canonicalJson(state.value) !== state.baseline;
}

/**
 * Saved: `saved` (by default the current value) is the stored version now, at _u. Edits made while
 * the save was on its way stay unsaved changes.
 */
export function markSaved(state: EditorState, u: number, saved: unknown = state.value): EditorState {
  return { ...state, baseline: canonicalJson(saved), storedU: u };
}

/** Whether the definition was ever saved (its key is then fixed). */
export function isStored(state: EditorState): boolean {
  return state.storedU !== undefined;
}
