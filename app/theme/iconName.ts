import type { IconName } from '@blueprintjs/icons';

/** Blueprint icon names are kebab-case words ("person", "warning-sign"). */
const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Declarations name icons as plain strings; Blueprint wants its IconName type. An unknown but
 * well-formed name renders as an empty icon, which is better than failing the whole menu.
 */
export function toIconName(name: string | undefined): IconName | undefined {
  return name !== undefined && ICON_NAME.test(name) ? (name as IconName) : undefined;
}
