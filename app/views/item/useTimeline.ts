import { useEffect, useState } from 'react';
import { api } from '../../net/api';

export interface TimelineLoad {
  entries?: unknown;
  error?: unknown;
}

/** The raw act/timeline answer of an item, asked again whenever its update counter moves. */
export function useTimeline(id: string, u: number | undefined): TimelineLoad {
  const [state, setState] = useState<TimelineLoad & { key?: string }>({});
  const key = `${id}@${u ?? ''}`;
  useEffect(() => {
    let live = true;
    api.send('act/timeline', { id }).then(
      (entries) => live && setState({ key, entries }),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
  }, [id, key]);
  return state.key === key ? state : {};
}
