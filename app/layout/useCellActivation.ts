import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** How long a touch release waits for its tap's click, which browsers send a little after touchend. */
const TOUCH_CLICK_WAIT_MS = 400;

export interface CellActivationHandlers {
  onPointerDownCapture: (event: ReactPointerEvent) => void;
  onFocusCapture: () => void;
}

/**
 * Focuses a cell when the user works in it, without losing what they pressed. Focusing a column
 * may move the columns (a new share of the width, the breadcrumbs above it); doing so on the press
 * would move the link or grid row away before the release, and the click would be lost. So a press
 * activates once the click that follows it has been dispatched (or once the press ends without one);
 * keyboard focus activates at once. The activation captured at the press is the one called, so
 * the layout can tell a route change made by the click since then.
 */
export function useCellActivation(onActivate: () => void): CellActivationHandlers {
  const latest = useRef(onActivate);
  useLayoutEffect(() => {
    latest.current = onActivate;
  });
  const pressing = useRef(false);
  const cancelPending = useRef<() => void>(() => undefined);
  useEffect(() => () => cancelPending.current(), []);

  const onPointerDownCapture = useCallback((event: ReactPointerEvent) => {
    cancelPending.current();
    const activate = latest.current;
    const touch = event.pointerType === 'touch';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      cancelPending.current();
      activate();
    };
    // After the click's dispatch, in a later task: every handler of the click has seen the layout it was pressed on.
    const afterClick = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 0);
    };
    const released = () => {
      window.removeEventListener('pointerup', released, true);
      window.removeEventListener('pointercancel', released, true);
      // Mouse clicks are dispatched in the release's own task, so a zero delay already follows them.
      timer = setTimeout(settle, touch ? TOUCH_CLICK_WAIT_MS : 0);
    };
    window.addEventListener('pointerup', released, true);
    window.addEventListener('pointercancel', released, true);
    window.addEventListener('click', afterClick, true);
    pressing.current = true;
    cancelPending.current = () => {
      window.removeEventListener('pointerup', released, true);
      window.removeEventListener('pointercancel', released, true);
      window.removeEventListener('click', afterClick, true);
      clearTimeout(timer);
      pressing.current = false;
      cancelPending.current = () => undefined;
    };
  }, []);

  // A press focuses what it lands on: that focus waits for the press to end like the press itself.
  const onFocusCapture = useCallback(() => {
    if (!pressing.current) latest.current();
  }, []);

  return { onPointerDownCapture, onFocusCapture };
}
