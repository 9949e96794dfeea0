import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS_DIR, formatDeclarationErrors, loadBuiltInRegistry } from '../../engine/node/loadBuiltInRegistry';
import { cellSearchModel, gridHeaders } from './searchModels';
import { visibleFacets } from './searchState';

const ROOTS = [BUILT_IN_PLUGINS_DIR, fileURLToPath(new URL('../../plugins/__fixtures__', import.meta.url))];

/** Business spec §6 in the grid: the workflow-state column and facet of a type with a workflow are administrators' only. */
describe('workflow state column and facet', () => {
  it('are shown to administrators and left out for everybody else; the assignee stays', async () => {
    const loaded = await loadBuiltInRegistry([], ROOTS);
    if (!loaded.ok) throw new Error(formatDeclarationErrors(loaded.errors));
    const model = cellSearchModel(loaded.registry, ['Case']);
    const columns = (admin: boolean) => gridHeaders(model, admin).map((h) => h.field);
    const facets = (admin: boolean) => visibleFacets(model.facets, admin).map((f) => f.field);
    expect(columns(true)).toEqual(expect.arrayContaining(['_wf.state', '_wf.$assigned', '_wf.$assignedDue']));
    expect(columns(false)).not.toContain('_wf.state');
    expect(columns(false)).toEqual(expect.arrayContaining(['_wf.$assigned', '_wf.$assignedDue']));
    expect(facets(true)).toContain('_wf.state');
    expect(facets(false)).not.toContain('_wf.state');
    expect(facets(false)).toContain('_wf.$assigned');
  });
});
