import { ApiError } from '../net/apiContract';

/** Spec §9 storage names. */
export const TOKEN_STORAGE_KEY = 'Access-Token';
export const FALLBACK_TOKEN_COOKIE = 'vgn-imprint';
export const TOKEN_COOKIE = 'vgn-token';

/** document.cookie as an injectable pair of accessors. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

/** The part of window.localStorage used here. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Spec §5: unavailable local storage raises localStorageNotAvailable (shown as errors.localStorageNotAvailable). */
export class LocalStorageNotAvailableError extends ApiError {
  constructor(detail: string) {
    super('localStorageNotAvailable', detail);
    this.name = 'LocalStorageNotAvailableError';
  }
}

/** Probes a storage: private modes and disabled cookies make access or writes throw. */
export function checkedStorage(get: () => KeyValueStorage | null | undefined): KeyValueStorage {
  try {
    const storage = get();
    if (!storage) throw new Error('window.localStorage is missing');
    const probe = '__vgn_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch (error) {
    throw new LocalStorageNotAvailableError(error instanceof Error ? error.message : String(error));
  }
}

/** A storage kept in memory, used after localStorage turned out unavailable. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The value of one cookie in a document.cookie string. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface StoredToken {
  token: string;
  fromCookie: boolean;
}

/**
 * Where the session token lives: local storage key Access-Token, the vgn-imprint cookie as a
 * fallback, and the vgn-token cookie written beside it so plain GETs (attachments, avatars) carry it.
 */
export class TokenStorage {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly cookies: CookieJar,
    /** Mark the cookie Secure (pages served over https). */
    private readonly secure: boolean,
  ) {}

  read(): StoredToken | null {
    const local = this.storage.getItem(TOKEN_STORAGE_KEY);
    if (local) return { token: local, fromCookie: false };
    const cookie = cookieValue(this.cookies.read(), FALLBACK_TOKEN_COOKIE);
    return cookie ? { token: cookie, fromCookie: true } : null;
  }

  write(token: string): void {
    this.storage.setItem(TOKEN_STORAGE_KEY, token);
    this.cookies.write(`${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict${this.secure ? '; Secure' : ''}`);
  }

  clear(): void {
    this.storage.removeItem(TOKEN_STORAGE_KEY);
    for (const name of [TOKEN_COOKIE, FALLBACK_TOKEN_COOKIE]) {
      this.cookies.write(`${name}=; Path=/; Max-Age=0; SameSite=Strict${this.secure ? '; Secure' : ''}`);
    }
  }
}
