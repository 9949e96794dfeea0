import { useEffect, useRef } from 'react';
import { devicePosition } from './devicePosition';

/** Positions worse than this (metres) are not added to a track: a phone's first coarse fixes jump about. */
const WORST_ACCURACY_M = 100;
/** How often the track takes the device's position while a trip is open. */
const TRACK_EVERY_MS = 5000;
/** The most positions one trip keeps (a long day at one every few seconds); later ones are dropped. */
export const MAX_TRACK_POINTS = 20_000;

/**
 * Takes the device's position every few seconds while `active` (a trip is open) and hands each to
 * `onPoint` as [longitude, latitude]. The page keeps them with the trip on the device (IndexedDB),
 * so a reload or a lost connection loses none of the track. Positions are asked one at a time,
 * in turn with the records' own (devicePosition.ts), rather than watched: a watch running beside a
 * record's request can keep that request waiting for the next move.
 */
export function useTrackRecorder(active: boolean, onPoint: (point: [number, number]) => void): void {
  const handler = useRef(onPoint);
  useEffect(() => {
    handler.current = onPoint;
  });
  useEffect(() => {
    if (!active || !('geolocation' in navigator)) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sample = (): void => {
      devicePosition()
        .then((position) => {
          if (live && position.accuracy <= WORST_ACCURACY_M) handler.current(position.location.coordinates);
        })
        // No position (denied, none yet): the trip goes on; its records say why they have no place.
        .catch(() => undefined)
        .finally(() => {
          if (live) timer = setTimeout(sample, TRACK_EVERY_MS);
        });
    };
    sample();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active]);
}
