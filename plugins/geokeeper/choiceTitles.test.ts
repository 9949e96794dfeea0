import { describe, expect, it } from 'vitest';
import type { FieldsSchema } from '../../engine/declarations/bundle';
import { answersText, answerText, choiceTitle, problemsOfChoiceTitles, questionTitle, type TitledQuestions } from './choiceTitles';
import { problemsOfQuestions } from './server/fieldForm';

const SCHEMA: FieldsSchema = {
  type: 'object',
  properties: {
    species: { type: 'string', title: 'Species', enum: ['MOOSE', 'WOLF'] },
    signs: { type: 'array', title: 'Signs', items: { type: 'string', enum: ['TRACKS', 'SCAT'] } },
    count: { type: 'integer', title: 'How many' },
    seen: { type: 'boolean' },
  },
};
const QUESTIONS: TitledQuestions = { schema: SCHEMA, choiceTitles: { species: { MOOSE: 'Moose' }, signs: { TRACKS: 'Tracks', SCAT: 'Droppings' } } };

describe('labelled choices of a field form', () => {
  it('reads a choice by its title, else by its code', () => {
    expect(choiceTitle(QUESTIONS, 'species', 'MOOSE')).toBe('Moose');
    expect(choiceTitle(QUESTIONS, 'species', 'WOLF')).toBe('WOLF');
    expect(choiceTitle(undefined, 'species', 'MOOSE')).toBe('MOOSE');
    expect(questionTitle(QUESTIONS, 'seen')).toBe('seen');
  });

  it('reads answers as a person would: multiple choices joined, yes and no as given', () => {
    expect(answerText(QUESTIONS, 'signs', ['TRACKS', 'SCAT'])).toBe('Tracks, Droppings');
    expect(answerText(QUESTIONS, 'seen', true, (yes) => (yes ? 'Yes' : 'No'))).toBe('Yes');
    expect(answersText(QUESTIONS, { count: 2, extra: 'kept', species: 'MOOSE', seen: false, signs: [] })).toBe('Species: Moose; How many: 2; seen: false; extra: kept');
    expect(answersText(QUESTIONS, undefined)).toBe('');
  });

  it('refuses titles of questions without choices, of unknown choices, and empty titles', () => {
    expect(problemsOfChoiceTitles(SCHEMA, QUESTIONS.choiceTitles)).toEqual([]);
    expect(problemsOfChoiceTitles(SCHEMA, { count: { ONE: 'One' } })).toEqual(['choiceTitles/count: not a question with choices (enum)']);
    expect(problemsOfChoiceTitles(SCHEMA, { species: { BEAR: 'Bear', MOOSE: ' ' } })).toEqual([
      "choiceTitles/species/BEAR: not one of the question's choices",
      'choiceTitles/species/MOOSE: the title must be a non-empty text',
    ]);
    expect(problemsOfChoiceTitles(SCHEMA, ['Moose'])).toEqual(['"choiceTitles" must be an object of questions']);
  });

  it('lets a form definition carry choiceTitles beside its schema and fields, and checks them', () => {
    expect(problemsOfQuestions({ schema: SCHEMA, choiceTitles: QUESTIONS.choiceTitles })).toEqual([]);
    expect(problemsOfQuestions({ schema: SCHEMA, choiceTitles: { species: { BEAR: 'Bear' } } })).toEqual(["choiceTitles/species/BEAR: not one of the question's choices"]);
    expect(problemsOfQuestions({ schema: SCHEMA, labels: {} })).toEqual(['unknown part "labels" (only "schema", "fields" and "choiceTitles")']);
  });
});
