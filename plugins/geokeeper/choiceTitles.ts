import type { FieldSchema, FieldsSchema } from '../../engine/declarations/bundle';

/**
 * Titles of a form's choices, per question and value: `{ species: { MOOSE: "Moose" } }`. A
 * question's `enum` holds the codes stored in the answers; the field meta-schema has no labelled
 * choices (no oneOf), so a form definition carries their titles beside its schema
 * (plugins/geokeeper/README.md, "Labelled choices"). A value without a title shows as itself.
 */
export type ChoiceTitles = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

/** The parts of a form definition's questions the titles are read from. */
export interface TitledQuestions {
  schema: FieldsSchema;
  choiceTitles?: ChoiceTitles;
}

/** The codes a question offers: its enum, or its items' enum for a multiple choice. */
export function choiceValues(schema: FieldSchema | undefined): readonly unknown[] {
  return schema?.enum ?? schema?.items?.enum ?? [];
}

/** The title of one choice of a question, else the value itself. */
export function choiceTitle(questions: TitledQuestions | undefined, question: string, value: unknown): string {
  return questions?.choiceTitles?.[question]?.[String(value)] ?? String(value);
}

/** The title of a question, else its name. */
export function questionTitle(questions: TitledQuestions | undefined, question: string): string {
  const title = questions?.schema.properties[question]?.title;
  return typeof title === 'string' && title !== '' ? title : question;
}

/** One answer as a person reads it: choices by their titles, lists joined, yes/no as given. */
export function answerText(questions: TitledQuestions | undefined, question: string, value: unknown, yesNo: (value: boolean) => string = String): string {
  if (Array.isArray(value)) return value.map((entry) => answerText(questions, question, entry, yesNo)).join(', ');
  if (typeof value === 'boolean') return yesNo(value);
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return choiceTitle(questions, question, value);
}

/** Every answer as "Question: answer", in the form's order then the others, joined by "; " (exports). */
export function answersText(questions: TitledQuestions | undefined, answers: unknown): string {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return '';
  const record = answers as Record<string, unknown>;
  const asked = Object.keys(questions?.schema.properties ?? {});
  const keys = [...asked.filter((key) => key in record), ...Object.keys(record).filter((key) => !asked.includes(key))];
  return keys
    .filter((key) => answerText(questions, key, record[key]) !== '')
    .map((key) => `${questionTitle(questions, key)}: ${answerText(questions, key, record[key])}`)
    .join('; ');
}

/** Why the choice titles cannot be used, as sentences for the form's author; empty when they can. */
export function problemsOfChoiceTitles(schema: FieldsSchema, titles: unknown): string[] {
  if (titles === undefined) return [];
  if (typeof titles !== 'object' || titles === null || Array.isArray(titles)) return ['"choiceTitles" must be an object of questions'];
  const problems: string[] = [];
  for (const [question, byValue] of Object.entries(titles as Record<string, unknown>)) {
    const values = choiceValues(schema.properties[question]).map(String);
    if (values.length === 0) {
      problems.push(`choiceTitles/${question}: not a question with choices (enum)`);
      continue;
    }
    if (typeof byValue !== 'object' || byValue === null || Array.isArray(byValue)) {
      problems.push(`choiceTitles/${question}: must be an object of titles by choice`);
      continue;
    }
    for (const [value, title] of Object.entries(byValue as Record<string, unknown>)) {
      if (!values.includes(value)) problems.push(`choiceTitles/${question}/${value}: not one of the question's choices`);
      else if (typeof title !== 'string' || title.trim() === '') problems.push(`choiceTitles/${question}/${value}: the title must be a non-empty text`);
    }
  }
  return problems;
}
