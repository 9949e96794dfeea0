import { useEffect, useState } from 'react';
import { useEngine } from '../../../engine/react/services/EngineContext';

/** One reply as the thread page shows it. */
export interface ThreadMessage {
  id: string;
  author?: string;
  /** The author's name as the server labelled it (contacts the reader cannot open are named too). */
  authorLabel?: string;
  by: string;
  at: string;
  body: string;
  attachments: string[];
}

export type MessagesState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; messages: ThreadMessage[] };

const MAX_SHOWN = 500;

function asMessage(raw: unknown): ThreadMessage | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const item = raw as Record<string, unknown>;
  const created = typeof item._c === 'object' && item._c !== null ? (item._c as Record<string, unknown>) : {};
  if (typeof item.$id !== 'string') return undefined;
  return {
    id: item.$id,
    ...(typeof item.author === 'string' ? { author: item.author } : {}),
    ...(typeof item.author === 'string' && typeof item.$labels === 'object' && item.$labels !== null && typeof (item.$labels as Record<string, unknown>)[item.author] === 'string'
      ? { authorLabel: (item.$labels as Record<string, string>)[item.author] }
      : {}),
    by: typeof created.by === 'string' ? created.by : '',
    at: typeof created.ts === 'string' ? created.ts : '',
    body: typeof item.body === 'string' ? item.body : '',
    attachments: Array.isArray(item.attachments) ? item.attachments.filter((id): id is string => typeof id === 'string') : [],
  };
}

/**
 * The thread's replies, oldest first. Reloaded whenever the thread changes (`u`): every reply bumps
 * the thread's activity stamp and count, so the page's own watch of the thread is the signal.
 */
export function useThreadMessages(threadId: string, u: number | undefined): MessagesState {
  const engine = useEngine();
  const [state, setState] = useState<MessagesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const search = { must: [{ kind: 'type', value: 'Message' }, { prop: 'thread', kind: 'eq', value: threadId }], sort: [{ key: '_c.ts', order: 'asc' }], max: MAX_SHOWN };
    engine
      .send('search/ids', search)
      .then(async (reply) => {
        const ids = typeof reply === 'object' && reply !== null && 'ids' in reply && Array.isArray(reply.ids) ? reply.ids : [];
        const items = ids.length === 0 ? [] : await engine.send('readMany/object', ids);
        const messages = (Array.isArray(items) ? items : []).map(asMessage).filter((m): m is ThreadMessage => m !== undefined);
        if (live) setState({ status: 'ready', messages });
      })
      .catch(() => {
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [engine, threadId, u]);
  return state;
}
