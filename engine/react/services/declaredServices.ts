import { createElement } from 'react';
import type { LovDeclaration } from '../../declarations/bundle';
import { itemTitle } from '../../derive/viewModel';
import type { Registry } from '../../registry/registry';
import type { EngineServices, ItemChoice, ItemLinkProps, LovEntry } from './engineServices';

/** The entries of a declared list for a locale; a value without a translation falls back to en. */
export function declaredLovEntries(lov: LovDeclaration, locale: string): LovEntry[] {
  return lov.values.map((value) => ({ key: value.key, label: value.t[locale] ?? value.t.en, state: value.state ?? 'ACTIVE' }));
}

export interface DeclaredServicesOptions {
  locale?: string;
  admin?: boolean;
  /** Items the services know (labels, reference search), e.g. every type's examples with ids. */
  items?: readonly Record<string, unknown>[];
  now?: Date;
}

function PlainItemLink({ id, children, className }: ItemLinkProps) {
  return createElement('a', { href: `/i-${id}`, className }, children);
}

/**
 * Engine services answered from declarations and a set of items held in memory: lists come from
 * the registry's LOV declarations, labels and reference searches from the given items, uploads
 * become in-memory attachments. Serves Storybook and component tests, where no server runs.
 */
export function createDeclaredServices(registry: Registry, options: DeclaredServicesOptions = {}): EngineServices {
  const locale = options.locale ?? 'en';
  const items = new Map<string, Record<string, unknown>>();
  for (const item of options.items ?? []) if (typeof item.$id === 'string') items.set(item.$id, item);
  const media = new Map<string, string>();
  let uploads = 0;

  const lov = (list: string): LovEntry[] => {
    const declaration = registry.lovs.get(list);
    return declaration ? declaredLovEntries(declaration, locale) : [];
  };
  const label = (id: string): string | undefined => {
    const item = items.get(id);
    return item ? itemTitle(registry, item) : undefined;
  };
  const find = (types: readonly string[], text: string, max: number): ItemChoice[] => {
    const needle = text.toLowerCase();
    return [...items.values()]
      .filter((item) => types.length === 0 || types.includes(String(item._t)))
      .map((item) => ({ id: String(item.$id), label: itemTitle(registry, item) }))
      .filter((choice) => choice.label.toLowerCase().includes(needle) || choice.id.toLowerCase().includes(needle))
      .slice(0, max);
  };

  return {
    registry,
    locale,
    admin: options.admin ?? false,
    peekLov: (list) => lov(list),
    loadLov: (list) => Promise.resolve(lov(list)),
    peekLabel: label,
    loadLabel: (id) => Promise.resolve(label(id) ?? id),
    findItems: (types, text, max) => Promise.resolve(find(types, text, max)),
    uploadFile: (file, onProgress) => {
      uploads += 1;
      const id = `Attachment-${900000 + uploads}`;
      items.set(id, { $id: id, _t: 'Attachment', _i: 900000 + uploads, originalName: file.name, size: file.size, filetype: file.type });
      if (typeof URL.createObjectURL === 'function') media.set(id, URL.createObjectURL(file));
      onProgress?.(1);
      return Promise.resolve({ id, label: file.name });
    },
    attachmentHref: (id) => media.get(id) ?? `/attachment/${encodeURIComponent(id)}`,
    ItemLink: PlainItemLink,
    now: () => options.now ?? new Date(),
    // Declarations alone have no server: an operation fails as an unreachable server would.
    send: () => Promise.reject(new Error('errors.networkError')),
  };
}
