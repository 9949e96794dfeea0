import { useEffect, useState } from 'react';
import type { Breakpoints, ScreenSize } from './screenSize';
import { DEFAULT_BREAKPOINTS, screenSizeOf } from './screenSize';

/** Platform spec §9: resize delay 300 ms. */
export const RESIZE_DELAY_MS = 300;

function currentSize(breakpoints: Breakpoints): ScreenSize {
  return typeof window === 'undefined' ? 'lg' : screenSizeOf(window.innerWidth, breakpoints);
}

/** The named size of the viewport, updated 300 ms after resizing stops. */
export function useScreenSize(breakpoints: Breakpoints = DEFAULT_BREAKPOINTS): ScreenSize {
  const [size, setSize] = useState(() => currentSize(breakpoints));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(currentSize(breakpoints)), RESIZE_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [breakpoints]);
  return size;
}
