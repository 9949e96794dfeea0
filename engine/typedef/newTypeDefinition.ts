import { setMessage } from './definitionMessages';
import { TEXT_MAX_LENGTH } from './fieldKinds';
import { fieldMessageId, navMessageId, type TypeDefinition } from './typeDefinition';

export interface NewTypeOptions {
  /** Blueprint icon name of the type and its menu entry. */
  icon?: string;
  /** Capability that owns the type and shows its menu entry; Core when absent. */
  capability?: string;
  /** Dotted navigation path; by default the key in kebab case ("SiteVisit" -> "site-visit"). */
  navPath?: string;
  /** Locale the label is written in (en by default). */
  locale?: string;
  /** Text of the title field's label ("Name" by default). */
  nameLabel?: string;
}

/** The core plugin's created-by and created-at headers and facets, which every type shows. */
export const CREATED_FACET_SET = 'core.created';
export const TITLE_FIELD = 'name';

export function kebabCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();
}

/**
 * The smallest useful new type: one required title field "name" (searched, sortable), the shared
 * created facets, COMMUNITY visibility by default, and a menu entry listing the type's items with
 * a create action. The administrator adds fields to it from there.
 */
export function newTypeDefinition(key: string, labelText: string, options: NewTypeOptions = {}): TypeDefinition {
  const { icon, capability, locale } = options;
  const navPath = options.navPath ?? kebabCase(key);
  const labelId = `types.${key}.label`;
  const messages = {};
  setMessage(messages, labelId, labelText, locale);
  setMessage(messages, fieldMessageId(key, TITLE_FIELD), options.nameLabel ?? 'Name', locale);
  setMessage(messages, navMessageId(navPath), labelText, locale);
  return {
    declaration: {
      key,
      label: labelId,
      ...(capability === undefined ? {} : { capability }),
      // Stated, never implied: records anybody signed in adds and their writers keep (the editor's JSON shows it).
      write: { create: { signedIn: true }, update: { itemRights: true }, delete: { itemRights: true } },
      schema: {
        type: 'object',
        properties: { [TITLE_FIELD]: { type: 'string', maxLength: TEXT_MAX_LENGTH, notBlank: true } },
        required: [TITLE_FIELD],
      },
      fields: { [TITLE_FIELD]: { widget: 'text', order: 1 } },
      view: { titleField: TITLE_FIELD, ...(icon === undefined ? {} : { icon }), defaultAccess: 'COMMUNITY' },
      search: {
        headers: [{ field: TITLE_FIELD, sortable: true }],
        facetSets: [CREATED_FACET_SET],
        text: [TITLE_FIELD],
      },
    },
    nav: {
      path: navPath,
      title: navMessageId(navPath),
      ...(icon === undefined ? {} : { icon }),
      ...(capability === undefined ? {} : { capability }),
      view: { kind: 'search', types: [key], create: key },
    },
    messages,
  };
}
