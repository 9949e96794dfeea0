import { useEffect, useRef, useState } from 'react';
import { useEngine } from '../../../engine/react/services/EngineContext';
import type { CollectForm } from '../collect/collectTypes';
import { formOfItem } from '../collect/formOfItem';

/**
 * The forms (GeoKeeperFormDef) named by `ids`, each read once while the view is open: absent
 * while it loads, null when it cannot be read (deleted, or not the user's to see).
 */
export function useFormDefs(ids: readonly string[]): ReadonlyMap<string, CollectForm | null> {
  const engine = useEngine();
  const [forms, setForms] = useState<ReadonlyMap<string, CollectForm | null>>(new Map());
  const requested = useRef(new Set<string>());
  const wanted = [...new Set(ids)].sort().join(' ');
  useEffect(() => {
    for (const id of wanted.split(' ')) {
      if (id === '' || requested.current.has(id)) continue;
      requested.current.add(id);
      const settle = (form: CollectForm | null): void => setForms((known) => new Map(known).set(id, form));
      engine.send(`read/${id}`).then(
        (item) => settle(typeof item === 'object' && item !== null ? (formOfItem({ ...(item as Record<string, unknown>), $id: id }) ?? null) : null),
        () => settle(null),
      );
    }
  }, [engine, wanted]);
  return forms;
}
