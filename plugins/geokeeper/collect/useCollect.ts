import { useCallback, useEffect, useRef, useState } from 'react';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { COLLECT_CHOICES_OPERATION } from './collectOperationName';
import { CollectSender } from './collectSender';
import { PROBE_EVERY_MS, serverReachable } from './reachability';
import { collectStore, type CollectSession, type QueuedEntry } from './collectStore';
import type { CollectChoices } from './collectTypes';
import { MAX_TRACK_POINTS } from './trackRecorder';

/** How long the page waits for fresh choices before using the ones kept on the device. */
const CHOICES_TIMEOUT_MS = 8000;
const SIGN_IN_POLL_MS = 1000;

export interface CollectState {
  userId: string | undefined;
  /** Undefined until the device's copy is read. */
  session: CollectSession | undefined;
  entries: readonly QueuedEntry[];
  online: boolean;
  update(change: Partial<CollectSession>): void;
  /** Adds a device position to the open trip's track (kept on the device with the session). */
  appendTrack(point: [number, number]): void;
  enqueue(entry: QueuedEntry): Promise<void>;
  retry(entry: QueuedEntry): Promise<void>;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timeout')), ms));
}

/**
 * The collection page's state: the user's choices and current trip (kept on the device), the
 * queue, and the sender that empties it whenever the browser is online.
 */
export function useCollect(): CollectState {
  const engine = useEngine();
  const userId = engine.userId?.();
  // The engine's services say who is signed in but do not announce it: while nobody is, look again
  // now and then (a sign-in restored or finished after the page opened).
  const [, setTick] = useState(0);
  useEffect(() => {
    if (userId !== undefined) return undefined;
    const timer = setInterval(() => setTick((tick) => tick + 1), SIGN_IN_POLL_MS);
    return () => clearInterval(timer);
  }, [userId]);
  const [session, setSession] = useState<CollectSession>();
  const [entries, setEntries] = useState<readonly QueuedEntry[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const reachable = useRef(navigator.onLine);
  const sender = useRef<CollectSender | undefined>(undefined);

  const refresh = useCallback(async () => {
    if (userId !== undefined) setEntries(await collectStore.entries(userId));
  }, [userId]);

  useEffect(() => {
    if (userId === undefined) return undefined;
    let live = true;
    void collectStore.session(userId).then(async (stored) => {
      if (!live) return;
      setSession(stored);
      if (!navigator.onLine) return;
      try {
        const choices = (await Promise.race([engine.send(COLLECT_CHOICES_OPERATION), timeout(CHOICES_TIMEOUT_MS)])) as CollectChoices;
        const next = { ...(await collectStore.session(userId)), choices };
        await collectStore.saveSession(next);
        if (live) setSession(next);
      } catch {
        // Offline or slow: the choices of the last visit stay.
      }
    });
    void refresh();
    const current = new CollectSender({
      userId,
      send: engine.send,
      authorization: () => engine.authorization?.(),
      onChange: () => void refresh(),
      reachable: () => reachable.current,
      onUnreachable: () => note(false),
    });
    sender.current = current;
    let probing: ReturnType<typeof setTimeout> | undefined;
    // The page says "online" only while the server answers; while it does not, it asks every few seconds.
    const note = (answers: boolean): void => {
      const found = answers && !reachable.current;
      reachable.current = answers;
      setOnline(answers);
      if (found) current.kick();
      clearTimeout(probing);
      if (!answers && live) probing = setTimeout(probe, PROBE_EVERY_MS);
    };
    const probe = (): void => {
      void serverReachable().then((answers) => {
        if (live) note(answers);
      });
    };
    current.start();
    probe();
    window.addEventListener('online', probe);
    window.addEventListener('offline', probe);
    return () => {
      live = false;
      current.stop();
      clearTimeout(probing);
      window.removeEventListener('online', probe);
      window.removeEventListener('offline', probe);
    };
  }, [userId, engine, refresh]);

  const update = useCallback(
    (change: Partial<CollectSession>) => {
      setSession((previous) => {
        if (!previous) return previous;
        const next = { ...previous, ...change };
        void collectStore.saveSession(next);
        return next;
      });
    },
    [],
  );

  const appendTrack = useCallback((point: [number, number]) => {
    setSession((previous) => {
      const track = previous?.track ?? [];
      const last = track[track.length - 1];
      // The same place again (the start, a device standing still) adds nothing to the line.
      if (!previous?.tripUuid || track.length >= MAX_TRACK_POINTS || (last && last[0] === point[0] && last[1] === point[1])) return previous;
      const next = { ...previous, track: [...track, point] };
      void collectStore.saveSession(next);
      return next;
    });
  }, []);

  const enqueue = useCallback(
    async (entry: QueuedEntry) => {
      await collectStore.put(entry);
      await refresh();
      sender.current?.kick();
    },
    [refresh],
  );

  const retry = useCallback(
    async (entry: QueuedEntry) => {
      const { reason: _reason, ...rest } = entry;
      await enqueue({ ...rest, status: 'queued' });
    },
    [enqueue],
  );

  return { userId, session, entries, online, update, appendTrack, enqueue, retry };
}
