import { describe, expect, it } from 'vitest';
import { changedProperties, editPath, pathSegments, topProperty, valueAtPath } from './editPath';
import { LocalEditStore } from './localEditStore';

describe('edit paths', () => {
  it('name nested properties as JSON Pointers without the leading slash, escaping ~ and /', () => {
    expect(editPath('label')).toBe('label');
    expect(editPath('formData', 'species')).toBe('formData/species');
    expect(editPath('formData', 'a/b~c')).toBe('formData/a~1b~0c');
    expect(pathSegments('formData/a~1b~0c')).toEqual(['formData', 'a/b~c']);
    expect(topProperty('formData/count')).toBe('formData');
    expect(valueAtPath({ formData: { count: 2 } }, 'formData/count')).toBe(2);
    expect(valueAtPath({ formData: 'text' }, 'formData/count')).toBeUndefined();
  });

  it('lay nested edits over the item, keeping its other answers and removing those set to null', () => {
    const item = { label: 'Old', formData: { species: 'MOOSE', count: 2, notes: 'calf' } };
    const changed = changedProperties(item, { label: 'New', 'formData/count': 3, 'formData/notes': null, 'formData/site/name': 'Creek' });
    expect(changed).toEqual({ label: 'New', formData: { species: 'MOOSE', count: 3, site: { name: 'Creek' } } });
    // The item as loaded is not touched.
    expect(item.formData).toEqual({ species: 'MOOSE', count: 2, notes: 'calf' });
    expect(changedProperties({}, { 'formData/species': 'BEAR', state: undefined })).toEqual({ formData: { species: 'BEAR' }, state: null });
  });

  it('are kept by the store per answer: setting an answer back removes only its edit', () => {
    const store = new LocalEditStore(undefined, 'edits');
    store.set('A-1', 4, editPath('formData', 'species'), 'CARIBOU', 'MOOSE');
    store.set('A-1', 4, editPath('formData', 'count'), 5, 2);
    store.set('A-1', 4, editPath('formData', 'species'), 'MOOSE', 'MOOSE');
    expect(store.payload()).toEqual({ 'A-1': { _u: 4, 'formData/count': 5 } });
    store.set('A-1', 4, editPath('formData', 'count'), 2, 2);
    expect(store.count()).toBe(0);
  });
});
