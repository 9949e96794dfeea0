import Mustache from 'mustache';

/**
 * The merge fields a letter template may use, as `{{consultation.title}}`. One list for the
 * template editor (which shows them with their labels `letters.fields.{name}` and a preview from
 * SAMPLE_VALUES) and for the server's merge (server/mergeValues.ts fills each from the response).
 */
export const MERGE_FIELDS = [
  'consultation.title',
  'consultation.region',
  'consultation.requestedResponseDate',
  'consultation.description',
  'proponent.name',
  'proponent.contacts',
  'community.name',
  'response.priority',
  'response.outcome',
  'response.anticipatedResponse',
  'user.name',
  'today',
] as const;

export type MergeField = (typeof MERGE_FIELDS)[number];

export type MergeValues = Record<MergeField, string>;

/** What the editor's preview merges: realistic, and with accents and Cree syllabics like real letters. */
export const SAMPLE_VALUES: MergeValues = {
  'consultation.title': 'Ridge pit expansion',
  'consultation.region': 'Northwest',
  'consultation.requestedResponseDate': '15 December 2026',
  'consultation.description': 'Expansion of the gravel pit by 12 hectares north of the access road.',
  'proponent.name': 'Northern Ridge Mining',
  'proponent.contacts': 'Sam Côté',
  'community.name': 'Stoney Creek First Nation (ᓀᐦᐃᔭᐍᐏᐣ)',
  'response.priority': 'High',
  'response.outcome': 'Accommodated',
  'response.anticipatedResponse': '1 December 2026',
  'user.name': 'Rita Ahenakew',
  today: '27 November 2026',
};

/** Mustache reads dotted names as nested objects: { consultation: { title } }. */
function nestedView(values: MergeValues): Record<string, unknown> {
  const view: Record<string, Record<string, string> | string> = {};
  for (const field of MERGE_FIELDS) {
    const [head, tail] = field.split('.');
    if (head === undefined) continue;
    if (tail === undefined) {
      view[head] = values[field];
      continue;
    }
    const group = view[head];
    view[head] = { ...(typeof group === 'object' ? group : {}), [tail]: values[field] };
  }
  return view;
}

/** A template text that does not parse (an unclosed {{ …): its message, for letters.errors.templateSyntax. */
export function templateSyntaxError(text: string): string | undefined {
  try {
    Mustache.parse(text);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Merges a template text with the values. The output is plain text for a PDF and a mail, never
 * HTML, so values are inserted as they are (no HTML escaping: "Côté & fils" must stay readable);
 * the editor's preview shows the result as text, which React escapes. Unknown fields merge empty.
 */
export function mergeTemplate(text: string, values: MergeValues): string {
  return Mustache.render(text, nestedView(values), {}, { escape: (value: unknown) => String(value) });
}
