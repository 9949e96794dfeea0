import type { ItemTypeDeclaration } from '../../../engine/declarations/bundle';
import { enumMessagesOf } from '../../../engine/derive/enumMessages';
import { deriveForm, type FormModel } from '../../../engine/derive/formSchema';
import { compileType } from '../../../engine/registry/compileType';
import type { Registry } from '../../../engine/registry/registry';
import { choiceTitle, choiceValues } from '../choiceTitles';
import type { CollectForm } from './collectTypes';

/** The key the questions are compiled under: never a registered type, only this page's forms use it. */
const QUESTIONS_TYPE = 'GeoKeeperQuestions';

export interface QuestionsModel {
  model: FormModel;
  /** Texts of the questions (their titles, and their choices' titles) under the ids the form asks for. */
  messages: Record<string, string>;
}

/**
 * A form's questions as a generated create form: they are an item type's schema and fields
 * (plugins/geokeeper/README.md), so they compile like one and render with the same widgets and
 * checks as every item form. Questions carry their own titles, not message ids: those become texts.
 */
export function questionsModel(registry: Registry, form: CollectForm): QuestionsModel | undefined {
  const questions = form.form;
  if (!questions?.schema.properties || Object.keys(questions.schema.properties).length === 0) return undefined;
  const declaration: ItemTypeDeclaration = {
    key: QUESTIONS_TYPE,
    label: 'geokeeper.collect.answers',
    write: { create: { signedIn: true }, update: { itemRights: true }, delete: { itemRights: true } },
    schema: questions.schema,
    ...(questions.fields ? { fields: questions.fields } : {}),
  };
  const compiled = compileType(declaration, registry.facetSets);
  const resolved = { key: QUESTIONS_TYPE, plugin: 'geokeeper', capability: 'GeoKeeper', declaration: compiled.declaration, declared: declaration, search: compiled.search, index: compiled.index };
  const model = deriveForm({ ...registry, types: new Map([[QUESTIONS_TYPE, resolved]]) }, QUESTIONS_TYPE, 'create');
  const messages: Record<string, string> = {};
  for (const [name, schema] of Object.entries(questions.schema.properties)) {
    const label = compiled.declaration.fields[name]?.label;
    if (label !== undefined) messages[label] = typeof schema?.title === 'string' ? schema.title : name;
    // Choices show by their titles (the form's choiceTitles), else as their codes.
    for (const value of choiceValues(schema)) messages[`${enumMessagesOf(QUESTIONS_TYPE, name)}.${String(value)}`] = choiceTitle(questions, name, value);
  }
  return { model, messages };
}
