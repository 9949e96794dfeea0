import { describe, expect, it } from 'vitest';
import { applyEdits, filterRows, translationRows } from './translationRows';

const english = { 'nav.home': 'Home', 'views.form.create': 'Create', 'errors.required': 'This field is required' };
const french = { 'nav.home': 'Accueil', 'views.form.create': 'Créer' };

describe('translation rows', () => {
  it('lists every English message with the language’s text and override', () => {
    const rows = translationRows(english, french, { 'views.form.create': 'Ajouter' });
    expect(rows.map((row) => row.id)).toEqual(['errors.required', 'nav.home', 'views.form.create']);
    expect(rows[2]).toEqual({ id: 'views.form.create', english: 'Create', declared: 'Créer', override: 'Ajouter' });
    expect(rows[0]).toEqual({ id: 'errors.required', english: 'This field is required' });
  });

  it('finds rows by id, English or translated text, and the overridden ones', () => {
    const rows = translationRows(english, french, { 'views.form.create': 'Ajouter' });
    expect(filterRows(rows, 'REQUIRED', false).map((row) => row.id)).toEqual(['errors.required']);
    expect(filterRows(rows, 'accueil', false).map((row) => row.id)).toEqual(['nav.home']);
    expect(filterRows(rows, 'nav home', false).map((row) => row.id)).toEqual(['nav.home']);
    expect(filterRows(rows, '', true).map((row) => row.id)).toEqual(['views.form.create']);
  });

  it('removes an override whose text is cleared', () => {
    expect(applyEdits({ a: 'x', b: 'y' }, { a: ' ', c: 'z' })).toEqual({ b: 'y', c: 'z' });
  });
});
