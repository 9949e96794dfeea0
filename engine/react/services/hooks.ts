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

/** Where an item's label stands: still loading, known, or withheld because the reader may not open the item. */
export type ItemLabelState = { status: 'loading' } | { status: 'shown'; label: string } | { status: 'notVisible' };

/**
 * The label of an item as a state, for callers that show an unreadable item their own way (a link
 * only when it may be opened): a label the caller already has (an item's $labels) wins; otherwise
 * the cached or loaded label/{id}, "notVisible" when the server refuses it.
 */
export function useItemLabelState(id: string | undefined, known?: string): ItemLabelState {
  const engine = useEngine();
  const key = id === undefined || known !== undefined ? undefined : id;
  const { value, error } = useCached(
    key,
    () => (id === undefined ? undefined : engine.peekLabel(id)),
    () => engine.loadLabel(id ?? ''),
  );
  if (known !== undefined) return { status: 'shown', label: known };
  if (value !== undefined) return { status: 'shown', label: value };
  return error !== undefined ? { status: 'notVisible' } : { status: 'loading' };
}

/**
 * The label of an item as text (useItemLabelState). Never the raw id: nothing while loading, and a
 * neutral "not visible to you" when the reader may not see the item (a form pre-filled with someone
 * else's contact).
 */
export function useItemLabel(id: string | undefined, known?: string): string {
  const t = useTranslate();
  const state = useItemLabelState(id, known);
  if (state.status === 'shown') return state.label;
  return state.status === 'notVisible' ? t('views.item.notVisible') : '';
}
