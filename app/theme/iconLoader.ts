import { Icons, IconSize, type IconName, type IconPaths, type IconPathsLoader } from '@blueprintjs/icons';
import { ICON_PATHS_BASE } from 'virtual:vgn-icon-paths';

/**
 * The paths of one icon at 16 or 20 px, from its own small module (scripts/vite/iconPaths.ts).
 * Blueprint checks the name against its list of icons before it asks.
 */
export const loadIconPaths: IconPathsLoader = async (name: IconName, size: IconSize): Promise<IconPaths> => {
  const url = `${ICON_PATHS_BASE}/${size >= IconSize.LARGE ? 20 : 16}/${name}.js`;
  const module = (await import(/* @vite-ignore */ url)) as { default: IconPaths };
  return module.default;
};

/**
 * Blueprint's default loader fetches the paths of every icon (two chunks of ~300 KB) when the first
 * icon renders; with this one a page fetches only the icons it shows. Called before the first render.
 */
export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
