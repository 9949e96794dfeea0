/** Largest number of arrays kept (a search with more facets allocates the rest). */
const KEPT = 8;

/**
 * Int32 work arrays kept between searches: a match-all at a million items needs a hit list (4 MB)
 * and a tally over every term code per facet (4 MB each). Allocated per search, these external
 * buffers push V8 into full collections every few searches (the p95); kept here, a search takes
 * them and gives them back. Searches are synchronous, so a taken array is never shared; an array
 * not given back (a search that threw) is simply collected.
 */
export class ScratchArrays {
  private readonly free: Int32Array[] = [];
  /** Buffers given back with entries left set: filled with 0 before a caller that needs zeros. */
  private readonly dirty = new WeakSet<ArrayBufferLike>();
  /** One Float64 array (a hit list's gathered numbers), of any content. */
  private floats: Float64Array | undefined;

  /** A Float64 array of `length` entries, of any content. */
  takeFloats(length: number): Float64Array {
    const kept = this.floats;
    this.floats = undefined;
    if (kept !== undefined && kept.length >= length) return kept.subarray(0, length);
    return new Float64Array(Math.ceil(length * 1.125) + 64).subarray(0, length);
  }

  giveBackFloats(view: Float64Array): void {
    const whole = new Float64Array(view.buffer, 0, view.buffer.byteLength / Float64Array.BYTES_PER_ELEMENT);
    if (this.floats === undefined || this.floats.length < whole.length) this.floats = whole;
  }

  /** An array of `length` entries; `zeroed`: all 0 (tallies), else any content (hit lists). */
  take(length: number, zeroed: boolean): Int32Array {
    // The smallest that fits: a small request (a hit list's gathered rows) leaves the large arrays
    // to the tallies over every term code, which would otherwise be allocated again.
    let best = -1;
    for (let n = 0; n < this.free.length; n += 1) {
      const size = this.free[n]?.length ?? -1;
      if (size >= length && (best < 0 || size < (this.free[best]?.length ?? 0))) best = n;
    }
    if (best >= 0) {
      const array = this.free[best] ?? new Int32Array(0);
      this.free.splice(best, 1);
      const view = array.subarray(0, length);
      if (zeroed && this.dirty.has(array.buffer)) view.fill(0);
      this.dirty.delete(array.buffer);
      return view;
    }
    // Some room to grow: the term dictionary gains codes between searches.
    return new Int32Array(Math.ceil(length * 1.125) + 64).subarray(0, length);
  }

  /** Gives an array back; `zeroed`: the caller reset every entry it set (by its list of touched codes). */
  giveBack(view: Int32Array, zeroed: boolean): void {
    if (this.free.length >= KEPT) return;
    const whole = new Int32Array(view.buffer, 0, view.buffer.byteLength / Int32Array.BYTES_PER_ELEMENT);
    if (!zeroed) this.dirty.add(whole.buffer);
    this.free.push(whole);
  }
}
