import { isCompactScreen } from './screenSize';
import { useScreenSize } from './useScreenSize';

/** True on phone-sized screens (see isCompactScreen), following the viewport as it is resized. */
export function useCompactScreen(): boolean {
  return isCompactScreen(useScreenSize());
}
