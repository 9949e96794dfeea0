import { useEffect, useState } from 'react';
import { useEngine } from '../../../engine/react/services/EngineContext';

/** Whether the reader may reply: unknown while asking, else allowed or the refusal's message id. */
export type ReplyAccess = { status: 'asking' } | { status: 'allowed' } | { status: 'refused'; refusal: string };

/**
 * Asks act/conversation.mayReply once per thread and change (`u`: participants may change): the
 * server's own answer (taking part, other plugins' checks such as consult's informed organizations),
 * so the page never offers a box whose reply would be refused. A failed question offers the box:
 * the reply itself is checked anyway.
 */
export function useMayReply(threadId: string, u: number | undefined): ReplyAccess {
  const engine = useEngine();
  const [access, setAccess] = useState<ReplyAccess>({ status: 'asking' });
  useEffect(() => {
    let live = true;
    engine.send('act/conversation.mayReply', { thread: threadId }).then(
      (reply) => {
        const answer = typeof reply === 'object' && reply !== null ? (reply as { mayReply?: unknown; refusal?: unknown }) : {};
        if (!live) return;
        if (answer.mayReply === false) setAccess({ status: 'refused', refusal: typeof answer.refusal === 'string' ? answer.refusal : 'errors.notAllowed' });
        else setAccess({ status: 'allowed' });
      },
      () => live && setAccess({ status: 'allowed' }),
    );
    return () => {
      live = false;
    };
  }, [engine, threadId, u]);
  return access;
}
