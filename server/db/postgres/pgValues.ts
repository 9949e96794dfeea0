import { Buffer } from 'node:buffer';

/**
 * Values across the libpq text protocol, mapped the way better-sqlite3 hands them to the server so
 * code written against SQLite reads the same JavaScript values: integers of any width and numerics
 * become numbers (better-sqlite3 without safeIntegers does the same), booleans 1/0 (SQLite has no
 * boolean), bytea a Buffer, everything else (text, json, timestamps) the text PostgreSQL sent.
 */
const INT_TYPES = new Set([20, 21, 23, 26]); // int8, int2, int4, oid
const FLOAT_TYPES = new Set([700, 701, 1700]); // float4, float8, numeric
const BOOL_TYPE = 16;
const BYTEA_TYPE = 17;

export function decodeValue(text: string, typeId: number): unknown {
  if (INT_TYPES.has(typeId)) return Number.parseInt(text, 10);
  if (FLOAT_TYPES.has(typeId)) return Number(text);
  if (typeId === BOOL_TYPE) return text === 't' ? 1 : 0;
  if (typeId === BYTEA_TYPE) return Buffer.from(text.startsWith('\\x') ? text.slice(2) : text, 'hex');
  return text;
}

/** A bound value as libpq's text format; better-sqlite3's own refusals (objects, functions) kept. */
export function encodeValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return null; // SQLite stores NaN as NULL
    return Number.isFinite(value) ? String(value) : value > 0 ? 'Infinity' : '-Infinity';
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  throw new TypeError('SQLite3 can only bind numbers, strings, bigints, buffers, and null');
}
