import { closeSync, openSync, readFileSync, renameSync, rmSync, writevSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import { SearchIndex, type SlotArrays } from './searchIndex';
import { STEP_ELEMENTS } from './slicedSort';
import { drain, type Steps } from './slicedWork';
import { TermDictionary } from './termDictionary';
import { TypeSegment } from './typeSegment';

/**
 * The in-memory index written to one file, so that a server start reads its typed arrays back instead
 * of rebuilding them from item_values (server/search/README.md, "Snapshot"). Layout: 'SIDX', format
 * version, header length, the JSON header, then the arrays it lists, each padded to 8 bytes, then a
 * SHA-1 of everything before it. Any mismatch (magic, version, length, checksum, text lengths) makes
 * the snapshot unreadable: the caller then builds from the tables.
 */
const MAGIC = 0x58444953; // 'SIDX' little-endian
const FORMAT = 1;
const PREAMBLE = 12;
/** A hash of the content as its last bytes: any flipped or missing byte shows. */
const CHECKSUM = 'sha1';
const CHECKSUM_BYTES = 20;

/** The change-feed row the snapshot's content includes, identified beyond its number (a restored or replaced database reuses numbers). */
export interface FeedPosition {
  seq: number;
  itemId: string;
  u: number;
  ts: string;
}

/** What a snapshot must match to be used: the feed position it covers and the index plan of every type. */
export interface SnapshotMeta {
  feed: FeedPosition;
  fingerprints: Record<string, string>;
}

interface SegmentHeader {
  type: string;
  typeTerm: number;
  columns: string[];
}

interface Header extends SnapshotMeta {
  end: number;
  count: number;
  terms: number;
  irregularTimes: number[];
  segments: SegmentHeader[];
  /** Byte length of each array, in write order. */
  blobs: number[];
}

type Blob = Uint8Array | Uint16Array | Int32Array | Float64Array;

/** A typed array constructor: a view of `length` elements at `offset` of a buffer. */
interface TypedArrayKind<T> {
  readonly BYTES_PER_ELEMENT: number;
  new (buffer: ArrayBuffer, offset: number, length: number): T;
}

const SLOT_ARRAYS = ['live', 'typeOrd', 'idx', 'u', 'createdMs', 'createdBy', 'access'] as const;

/** The list-field extras of a column as [row, n, code × n]…. */
function flatMore(more: Map<number, number[]>): Int32Array {
  const flat: number[] = [];
  for (const [row, codes] of more) flat.push(row, codes.length, ...codes);
  return Int32Array.from(flat);
}

function* unflatMoreSteps(flat: Int32Array): Steps<Map<number, number[]>> {
  const more = new Map<number, number[]>();
  let rows = 0;
  for (let at = 0; at < flat.length; ) {
    const row = flat[at] ?? 0;
    const n = flat[at + 1] ?? 0;
    more.set(row, Array.from(flat.subarray(at + 2, at + 2 + n)));
    at += 2 + n;
    rows += 1;
    if (rows % STEP_ELEMENTS === 0) yield;
  }
  return more;
}

/** Term texts as their UTF-16 lengths (-1: NULL) and one UTF-8 buffer. */
function encodeTexts(texts: readonly (string | null)[]): { lengths: Int32Array; utf8: Uint8Array } {
  const lengths = new Int32Array(texts.length);
  const parts: string[] = [];
  texts.forEach((text, code) => {
    lengths[code] = text === null ? -1 : text.length;
    if (text !== null) parts.push(text);
  });
  return { lengths, utf8: Buffer.from(parts.join(''), 'utf8') };
}

/** Bytes of the term texts' UTF-8 block decoded per step (a few ms; the whole block at 1M took ~140 ms in one piece). */
const TEXT_BYTES_PER_STEP = 1 << 20;

/**
 * The term texts cut from their UTF-8 block by their UTF-16 lengths, decoded a chunk per step (a
 * streaming decoder keeps a character split between chunks); undefined when the lengths do not
 * consume the decoded text exactly (the file is refused).
 */
function* decodeTexts(lengths: Int32Array, utf8: Uint8Array): Steps<(string | null)[] | undefined> {
  // ignoreBOM: a text starting with U+FEFF keeps it, as Buffer#toString did.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const texts: (string | null)[] = new Array<string | null>(lengths.length);
  let pending = '';
  let code = 0;
  for (let at = 0; ; at += TEXT_BYTES_PER_STEP) {
    const last = at + TEXT_BYTES_PER_STEP >= utf8.length;
    pending += decoder.decode(utf8.subarray(at, Math.min(utf8.length, at + TEXT_BYTES_PER_STEP)), { stream: !last });
    let offset = 0;
    for (; code < lengths.length; code += 1) {
      const length = lengths[code] ?? -1;
      if (length >= 0 && offset + length > pending.length) break;
      texts[code] = length < 0 ? null : pending.slice(offset, offset + length);
      offset += Math.max(0, length);
    }
    pending = pending.slice(offset);
    if (last) break;
    yield;
  }
  return code === lengths.length && pending.length === 0 ? texts : undefined;
}

const padding = (length: number): number => (8 - (length % 8)) % 8;

/** The snapshot as a list of buffers (views of the index's arrays, no copies), its checksum last. */
export function encodeIndexSnapshot(index: SearchIndex, meta: SnapshotMeta): Buffer[] {
  const { lengths, utf8 } = encodeTexts(index.terms.allTexts());
  const blobs: Blob[] = [lengths, utf8, index.terms.numbers().subarray(0, index.terms.size)];
  for (const name of SLOT_ARRAYS) blobs.push(index[name].subarray(0, index.end));
  const segments = index.segments.map((segment): SegmentHeader => {
    blobs.push(segment.slots);
    const columns = [...segment.columns.keys()];
    for (const column of segment.columns.values()) blobs.push(column.first, flatMore(column.more));
    return { type: segment.type, typeTerm: segment.typeTerm, columns };
  });
  const header: Header = { ...meta, end: index.end, count: index.count, terms: index.terms.size, irregularTimes: [...index.irregularTimes], segments, blobs: blobs.map((blob) => blob.byteLength) };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const preamble = Buffer.alloc(PREAMBLE);
  preamble.writeUInt32LE(MAGIC, 0);
  preamble.writeUInt32LE(FORMAT, 4);
  preamble.writeUInt32LE(headerBytes.length, 8);
  const chunks: Buffer[] = [preamble, headerBytes, Buffer.alloc(padding(PREAMBLE + headerBytes.length))];
  for (const blob of blobs) chunks.push(Buffer.from(blob.buffer, blob.byteOffset, blob.byteLength), Buffer.alloc(padding(blob.byteLength)));
  const hash = createHash(CHECKSUM);
  for (const chunk of chunks) hash.update(chunk);
  chunks.push(hash.digest());
  return chunks;
}

/** Writes encoded snapshot chunks atomically (a temporary file renamed over the old one); returns the size in bytes. */
export function writeSnapshotChunks(file: string, chunks: readonly Buffer[]): number {
  const temporary = `${file}.${process.pid}.${threadId}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    // writev takes at most IOV_MAX (1024) buffers a call.
    for (let at = 0; at < chunks.length; at += 512) writevSync(fd, chunks.slice(at, at + 512));
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  return chunks.reduce((sum, chunk) => sum + chunk.length, 0);
}

/** Writes the snapshot atomically; returns its size in bytes. */
export function writeIndexSnapshot(file: string, index: SearchIndex, meta: SnapshotMeta): number {
  return writeSnapshotChunks(file, encodeIndexSnapshot(index, meta));
}

/** Decodes snapshot bytes (a file read back, or a background build's hand-over); undefined when they are not whole. */
export function decodeIndexSnapshot(bytes: Uint8Array, options: { verify: boolean; copy: boolean } = { verify: true, copy: true }): { index: SearchIndex; meta: SnapshotMeta } | undefined {
  return drain(decodeIndexSnapshotSteps(bytes, options));
}

/** decodeIndexSnapshot in steps (slicedWork.ts): the term texts and maps between requests. */
export function* decodeIndexSnapshotSteps(bytes: Uint8Array, options: { verify: boolean; copy: boolean }): Steps<{ index: SearchIndex; meta: SnapshotMeta } | undefined> {
  try {
    return yield* parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), options.verify, options.copy);
  } catch {
    // A malformed header or lengths that run past the end: the same as a failed checksum.
    return undefined;
  }
}

/** Reads a snapshot back: undefined when the file is missing, of another format, truncated or corrupt. */
export function readIndexSnapshot(file: string): { index: SearchIndex; meta: SnapshotMeta } | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  return decodeIndexSnapshot(bytes);
}

/** Whether the bytes are a snapshot of this format, whole: magic, version and checksum. */
function isWhole(bytes: Buffer): boolean {
  const contentEnd = bytes.length - CHECKSUM_BYTES;
  if (contentEnd < PREAMBLE || bytes.readUInt32LE(0) !== MAGIC || bytes.readUInt32LE(4) !== FORMAT) return false;
  return createHash(CHECKSUM).update(bytes.subarray(0, contentEnd)).digest().equals(bytes.subarray(contentEnd));
}

/**
 * A snapshot file's bytes once they proved whole (the checksum is most of a read's cost besides the
 * term dictionary), in a buffer of their own that can be transferred to another thread; undefined
 * when the file is missing or not whole. The background restore's worker reads the file this way,
 * the main thread then decodes without verifying again.
 */
export function readWholeSnapshot(file: string): Uint8Array<ArrayBuffer> | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (!isWhole(bytes)) return undefined;
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return new Uint8Array(owned as ArrayBuffer);
}

function* parse(bytes: Buffer, verify: boolean, copy: boolean): Steps<{ index: SearchIndex; meta: SnapshotMeta } | undefined> {
  const contentEnd = bytes.length - CHECKSUM_BYTES;
  if (contentEnd < PREAMBLE || bytes.readUInt32LE(0) !== MAGIC || bytes.readUInt32LE(4) !== FORMAT) return undefined;
  if (verify && !isWhole(bytes)) return undefined;
  const headerLength = bytes.readUInt32LE(8);
  const header = JSON.parse(bytes.toString('utf8', PREAMBLE, PREAMBLE + headerLength)) as Header;
  let at = PREAMBLE + headerLength + padding(PREAMBLE + headerLength);
  let next = 0;
  // A file's arrays are copied out of its buffer, so the buffer is freed after the read; a background
  // build's hand-over is ours alone, so its arrays are views into it (no second copy at 1M items).
  const take = <T>(Kind: TypedArrayKind<T>): T => {
    const length = header.blobs[next] ?? 0;
    if (next >= header.blobs.length || at + length > contentEnd) throw new Error('snapshot truncated');
    const offset = bytes.byteOffset + at;
    at += length + padding(length);
    next += 1;
    if (!copy && offset % 8 === 0) return new Kind(bytes.buffer as ArrayBuffer, offset, length / Kind.BYTES_PER_ELEMENT);
    const copied = new Uint8Array(length);
    copied.set(bytes.subarray(offset - bytes.byteOffset, offset - bytes.byteOffset + length));
    return new Kind(copied.buffer, 0, length / Kind.BYTES_PER_ELEMENT);
  };
  const lengths = take(Int32Array);
  const texts = yield* decodeTexts(lengths, take(Uint8Array));
  const nums = take(Float64Array);
  if (texts === undefined || texts.length !== header.terms || nums.length !== header.terms) return undefined;
  const slots: SlotArrays = {
    live: take(Uint8Array),
    typeOrd: take(Uint16Array),
    idx: take(Float64Array),
    u: take(Float64Array),
    createdMs: take(Float64Array),
    createdBy: take(Int32Array),
    access: take(Int32Array),
  };
  if (SLOT_ARRAYS.some((name) => slots[name].length !== header.end)) return undefined;
  const terms = yield* TermDictionary.restoreSteps(texts, nums);
  const segments: TypeSegment[] = [];
  for (const [ordinal, described] of header.segments.entries()) {
    const segment = new TypeSegment(ordinal, described.type, described.typeTerm);
    segment.slots = take(Int32Array);
    for (const field of described.columns) {
      const first = take(Int32Array);
      // List fields' further values: a map per column, built in steps (up to hundreds of thousands of rows at 1M).
      segment.columns.set(field, { first, more: yield* unflatMoreSteps(take(Int32Array)) });
    }
    segments.push(segment);
  }
  const index = SearchIndex.restore({ terms, segments, end: header.end, slots, irregularTimes: header.irregularTimes, count: header.count });
  return { index, meta: { feed: header.feed, fingerprints: header.fingerprints } };
}

/** Removes a snapshot that must not be read again (quietly: it may not exist). */
export function discardIndexSnapshot(file: string): void {
  rmSync(file, { force: true });
}
