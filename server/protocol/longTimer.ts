/** setTimeout caps delays at 2^31-1 ms (~24.8 days) and fires at once beyond; this waits in steps. */
const MAX_DELAY = 2 ** 31 - 1;

export interface LongTimer {
  cancel(): void;
}

export function setLongTimeout(callback: () => void, at: number, now: () => number = Date.now): LongTimer {
  let timer: NodeJS.Timeout;
  const arm = (): void => {
    const delay = at - now();
    if (delay <= 0) {
      timer = setTimeout(callback, 0);
      return;
    }
    timer = setTimeout(delay > MAX_DELAY ? arm : callback, Math.min(delay, MAX_DELAY));
  };
  arm();
  return { cancel: () => clearTimeout(timer) };
}
