import { useEffect, useState } from 'react';
import { useEngine } from '../services/EngineContext';

/** Computed values follow the clock at minute precision: views showing them re-render each minute. */
const TICK_MS = 60_000;

/** The engine's current time, renewed every minute while `ticking` (a view that shows computed fields). */
export function useViewClock(ticking: boolean): Date {
  const { now } = useEngine();
  const [current, setCurrent] = useState(() => now());
  useEffect(() => {
    if (!ticking) return;
    setCurrent(now());
    const timer = setInterval(() => setCurrent(now()), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking, now]);
  return current;
}
