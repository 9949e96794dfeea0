import type { Steps } from './slicedWork';

/** Terms added to the maps per step: a string's first hash and the map's growth make each one µs. */
const TERMS_PER_STEP = 4096;

/**
 * Every distinct (text, num) pair the index holds, as a dense code: the value rows of item_values and
 * the text columns of items (type, creator, visibility) share one dictionary, so a column of
 * Int32 codes stands for any of them. Codes are never reused; a rebuild starts afresh.
 */
export class TermDictionary {
  private readonly texts: (string | null)[] = [];
  private nums = new Float64Array(1024);
  private readonly byText = new Map<string, number | number[]>();
  private readonly byNum = new Map<number, number | number[]>();
  /** ASCII-lowercased texts (SQLite NOCASE), filled on first use by sorting. */
  private readonly folded: (string | undefined)[] = [];

  /**
   * A dictionary holding exactly these terms, code n = texts[n] / nums[n] (a snapshot read back), in
   * steps (slicedWork.ts): its maps are most of a snapshot read's main-thread time (~1 s at 975,000
   * terms), so a read after the server listens builds them between requests.
   */
  static *restoreSteps(texts: readonly (string | null)[], nums: Float64Array): Steps<TermDictionary> {
    const terms = new TermDictionary();
    terms.nums = new Float64Array(Math.max(1024, texts.length * 2));
    terms.nums.set(nums.subarray(0, texts.length));
    for (let code = 0; code < texts.length; code += 1) {
      const text = texts[code] ?? null;
      terms.texts.push(text);
      const n = terms.nums[code] ?? Number.NaN;
      if (text !== null) add(terms.byText, text, code);
      if (!Number.isNaN(n)) add(terms.byNum, n, code);
      if (code % TERMS_PER_STEP === TERMS_PER_STEP - 1) yield;
    }
    return terms;
  }

  /** Every term's text in code order (a snapshot writes them). */
  allTexts(): readonly (string | null)[] {
    return this.texts;
  }

  get size(): number {
    return this.texts.length;
  }

  text(code: number): string | null {
    return this.texts[code] ?? null;
  }

  /** The number form; NaN stands for NULL. */
  num(code: number): number {
    return this.nums[code] ?? Number.NaN;
  }

  numbers(): Float64Array {
    return this.nums;
  }

  /** The text as SQLite's NOCASE collation compares it (ASCII letters folded only). */
  foldedText(code: number): string | null {
    const text = this.texts[code];
    if (text === null || text === undefined) return null;
    let folded = this.folded[code];
    if (folded === undefined) {
      folded = text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
      this.folded[code] = folded;
    }
    return folded;
  }

  /** The code of the pair, adding it when new (num NaN or null: no number form). */
  intern(text: string | null, num: number | null): number {
    const n = num ?? Number.NaN;
    const candidates = text === null ? this.byNum.get(n) : this.byText.get(text);
    const found = this.find(candidates, text, n);
    if (found !== undefined) return found;
    const code = this.texts.length;
    this.texts.push(text);
    if (code >= this.nums.length) {
      const grown = new Float64Array(this.nums.length * 2);
      grown.set(this.nums);
      this.nums = grown;
    }
    this.nums[code] = n;
    if (text !== null) add(this.byText, text, code);
    if (!Number.isNaN(n)) add(this.byNum, n, code);
    return code;
  }

  /** Codes whose text is one of texts or whose number is one of nums (SQL: text IN (…) OR num IN (…)). */
  codesMatching(texts: Iterable<string>, nums: Iterable<number>): Set<number> {
    const codes = new Set<number>();
    for (const text of texts) each(this.byText.get(text), (code) => codes.add(code));
    for (const num of nums) each(this.byNum.get(num), (code) => codes.add(code));
    return codes;
  }

  private find(candidates: number | number[] | undefined, text: string | null, num: number): number | undefined {
    let found: number | undefined;
    each(candidates, (code) => {
      const sameNum = Number.isNaN(num) ? Number.isNaN(this.num(code)) : this.num(code) === num;
      if (found === undefined && sameNum && this.text(code) === text) found = code;
    });
    return found;
  }
}

function add<K>(map: Map<K, number | number[]>, key: K, code: number): void {
  const existing = map.get(key);
  if (existing === undefined) map.set(key, code);
  else if (typeof existing === 'number') map.set(key, [existing, code]);
  else existing.push(code);
}

function each(codes: number | number[] | undefined, visit: (code: number) => void): void {
  if (codes === undefined) return;
  if (typeof codes === 'number') visit(codes);
  else codes.forEach(visit);
}
