import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import type { Registry } from '../../engine/registry/registry';
import { banner } from './banner';
import { interfaceName, uniqueNames } from './typeNames';
import type { OutputFile } from './writeIfChanged';

/**
 * Storybook stories of the built-in item types: generated/stories/{plugin}.stories.tsx, one named
 * story per type and view. Storybook indexes stories by statically named exports, so a story per
 * type cannot be computed at run time; it is generated from the declarations instead. The
 * rendering lives in engine/react/views/storyKit.tsx, so each story is one line.
 */

export const STORIES_DIR = 'generated/stories';
export const STORIES_SUFFIX = '.stories.tsx';

const STORY_KIT = '../../engine/react/views/storyKit';

/** Views with a story per type, in the order they appear in the sidebar. */
const VIEWS = [
  { view: 'default', suffix: 'Default' },
  { view: 'card', suffix: 'Card' },
  { view: 'create', suffix: 'Create' },
] as const;

type View = (typeof VIEWS)[number]['view'];

/** A single-quoted TypeScript string literal, matching the hand-written code's style. */
function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Why a view of a type has no story, or undefined when it renders. */
export function skippedBecause(type: ItemTypeDeclaration, view: View): string | undefined {
  if (view === 'create' && type.system) return 'a system type is written by the platform only, never created in a form';
  if (view !== 'create' && (type.examples ?? []).length === 0) return 'the type declares no examples to show';
  return undefined;
}

/** One plugin's CSF3 module: a meta titled Types/{plugin} and a one-line story per type and view. */
export function storiesModule(plugin: string, types: readonly ItemTypeDeclaration[]): string {
  const sorted = [...types].sort((a, b) => compareKeys(a.key, b.key));
  const names = uniqueNames(
    sorted.map((t) => t.key),
    interfaceName,
    'item type',
  );
  const blocks = sorted.map((type) => {
    const name = names.get(type.key) ?? interfaceName(type.key);
    const lines = VIEWS.map(({ view, suffix }) => {
      const skipped = skippedBecause(type, view);
      if (skipped) return `// No ${name}${suffix}: ${skipped}.\n`;
      return `export const ${name}${suffix} = typeStory(${quote(type.key)}, ${quote(view)});\n`;
    });
    return lines.join('');
  });
  const head = [
    `import type { Meta } from '@storybook/react-vite';\n`,
    `import { typeStory } from '${STORY_KIT}';\n`,
    `\n`,
    `export default { title: ${quote(`Types/${plugin}`)} } satisfies Meta;\n`,
  ].join('');
  return `${banner(`plugins/${plugin}/types/*.type.json`)}${head}\n${blocks.join('\n')}`;
}

/** A stories module per built-in plugin declaring item types; administrator-defined types have none. */
export function typeStoryFiles(registry: Registry): OutputFile[] {
  const byPlugin = new Map<string, ItemTypeDeclaration[]>();
  for (const type of registry.types.values()) {
    if (type.plugin === 'runtime') continue;
    byPlugin.set(type.plugin, [...(byPlugin.get(type.plugin) ?? []), type.declaration]);
  }
  return [...byPlugin.keys()].sort(compareKeys).map((plugin) => ({
    path: `${STORIES_DIR}/${plugin}${STORIES_SUFFIX}`,
    content: storiesModule(plugin, byPlugin.get(plugin) ?? []),
  }));
}

