import { useTranslate } from '../i18n/useTranslate';
import { useEngine } from './EngineContext';
import type { LovEntry } from './engineServices';
import { useCached } from './useCached';

/** The entries of a list for the current locale (undefined while loading). */
export function useLovEntries(list: string | undefined, ownerId?: string): readonly LovEntry[] | undefined {
  const engine = useEngine();
  const key = list === undefined ? undefined : `${engine.locale}|${list}|${ownerId ?? ''}`;
  return useCached(
    key,
    () => (list === undefined ? undefined : engine.peekLov(list, ownerId)),
    () => engine.loadLov(list ?? '', ownerId),
  ).value;
}

/**
 * The label of an item: a label the caller already has (an item's $labels) wins; otherwise the
 * cached or loaded label/{id}. Never the raw id: nothing while loading, and a neutral "not visible
 * to you" when the reader may not see the item (a form pre-filled with someone else's contact).
 */
export function useItemLabel(id: string | undefined, known?: string): string {
  const engine = useEngine();
  const t = useTranslate();
  const key = id === undefined || known !== undefined ? undefined : id;
  const { value, error } = useCached(
    key,
    () => (id === undefined ? undefined : engine.peekLabel(id)),
    () => engine.loadLabel(id ?? ''),
  );
  if (known !== undefined) return known;
  if (value !== undefined) return value;
  return error !== undefined ? t('views.item.notVisible') : '';
}
