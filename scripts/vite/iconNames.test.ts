import { describe, expect, it } from 'vitest';
import { blueprintIconNames, iconNamesModuleSource } from './iconNames';

describe('the precomputed icon names module', () => {
  it('exports the table Blueprint derives, with its legacy names, as a literal', async () => {
    const names = blueprintIconNames();
    expect(names.Add).toBe('add');
    expect(names.ARROW_RIGHT).toBe('arrow-right');
    expect(Object.keys(names).length).toBeGreaterThan(1000);
    const source = iconNamesModuleSource(names);
    expect(source).not.toContain('pascalCase');
    // The module runs as written and exports the same table and set.
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { IconNames: Record<string, string>; IconNamesSet: Set<string> };
    expect(module.IconNames).toEqual(names);
    expect([...module.IconNamesSet].sort()).toEqual([...new Set(Object.values(names))].sort());
  });
});
