import { useEffect, useState } from 'react';
import { useEngine } from '../../services/EngineContext';
import type { ItemChoice } from '../../services/engineServices';

/** Platform spec §9: user-input delay before a typed query is searched. */
export const USER_INPUT_DELAY_MS = 400;
/** Choices a picker lists at once. */
export const PICKER_MAX = 10;

/** Items of the given types matching the typed text, searched once typing pauses. */
export function useItemSearch(types: readonly string[], query: string, enabled: boolean): { items: readonly ItemChoice[]; loading: boolean } {
  const engine = useEngine();
  const [state, setState] = useState<{ items: readonly ItemChoice[]; loading: boolean }>({ items: [], loading: false });
  const typesKey = types.join(',');
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      engine.findItems(typesKey === '' ? [] : typesKey.split(','), query.trim(), PICKER_MAX).then(
        (items) => live && setState({ items, loading: false }),
        () => live && setState({ items: [], loading: false }),
      );
    }, USER_INPUT_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [engine, typesKey, query, enabled]);
  return state;
}
