/** Where the device is: a GeoJSON point and the accuracy the device reports (metres). */
export interface DevicePosition {
  location: { type: 'Point'; coordinates: [number, number] };
  accuracy: number;
}

/** How long the page waits for a position before asking the user to retry. */
const POSITION_TIMEOUT_MS = 20_000;

/** The request in flight: requests go one at a time (see devicePosition). */
let pending: Promise<unknown> = Promise.resolve();

/**
 * The device's current position; rejects with a message id the page shows. Requests are made one
 * after another (a record's and the track's): a browser asked again while it is still finding a
 * fix may wait for the next change of position rather than answer.
 */
export function devicePosition(): Promise<DevicePosition> {
  const next = pending.then(requestPosition, requestPosition);
  pending = next.catch(() => undefined);
  return next;
}

function requestPosition(): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('geokeeper.collect.position.unsupported'));
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          location: { type: 'Point', coordinates: [position.coords.longitude, position.coords.latitude] },
          // The type's bound; a device reporting worse is still kept at the bound.
          accuracy: Math.min(100_000, Math.max(0, position.coords.accuracy)),
        }),
      (error) => reject(new Error(error.code === error.PERMISSION_DENIED ? 'geokeeper.collect.position.denied' : 'geokeeper.collect.position.unavailable')),
      // A fresh fix for every entry: a collector records the next record a few steps further on,
      // and a cached position (maximumAge) would put it where the previous one was.
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
