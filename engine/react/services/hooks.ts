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
 * cached or loaded label/{id}; the id itself while loading or when the label cannot be read.
 */
export function useItemLabel(id: string | undefined, known?: string): string {
  const engine = useEngine();
  const key = id === undefined || known !== undefined ? undefined : id;
  const { value } = useCached(
    key,
    () => (id === undefined ? undefined : engine.peekLabel(id)),
    () => engine.loadLabel(id ?? ''),
  );
  return known ?? value ?? id ?? '';
}
