import { readStored, writeStored } from '../overlays/browserStorage';

/** Platform spec §9: the debug flag is stored and switchable with a debug query parameter. */
export const DEBUG_STORAGE_KEY = 'vgn-debug';

/** The flag a ?debug parameter asks for: "?debug", "?debug=1", "?debug=true" on; "?debug=0|false" off. */
export function debugFromQuery(search: string): boolean | undefined {
  const params = new URLSearchParams(search);
  if (!params.has('debug')) return undefined;
  const value = (params.get('debug') ?? '').toLowerCase();
  return !(value === '0' || value === 'false' || value === 'off');
}

export function isDebugEnabled(): boolean {
  return readStored(DEBUG_STORAGE_KEY) === 'true';
}

export function setDebugEnabled(on: boolean): void {
  writeStored(DEBUG_STORAGE_KEY, on ? 'true' : 'false');
}

/** Applies a ?debug parameter of the address the page was opened with. */
export function applyDebugQuery(search: string): void {
  const wanted = debugFromQuery(search);
  if (wanted !== undefined) setDebugEnabled(wanted);
}
