import { describe, expect, it } from 'vitest';
import { CELLS } from '../catalog/cells';
import { WIDGETS } from '../catalog/widgets';
import { CELL_RENDERERS } from './cells/cellRenderers';
import { blueprintTheme } from './theme/blueprintTheme';
import { WIDGET_COMPONENTS } from './theme/widgets';

describe('the React engine implements the catalogues', () => {
  it('has a widget for every catalogued widget name and no other', () => {
    expect(Object.keys(WIDGET_COMPONENTS).sort()).toEqual([...WIDGETS].sort());
    for (const name of WIDGETS) expect(blueprintTheme.widgets?.[name], name).toBe(WIDGET_COMPONENTS[name]);
  });

  it('has a cell renderer for every catalogued cell name and no other', () => {
    expect(Object.keys(CELL_RENDERERS).sort()).toEqual([...CELLS].sort());
  });
});
