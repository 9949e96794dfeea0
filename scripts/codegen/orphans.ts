import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Generated files in `dir` that this run no longer produces (a plugin removed or renamed): stale
 * like a changed file, so --check reports them and a normal run deletes them. Only names ending in
 * `suffix` count: other files in `dir` are not codegen's.
 */
export async function orphanFiles(dir: string, produced: readonly string[], suffix = '.ts'): Promise<string[]> {
  const keep = new Set(produced);
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map((name) => join(dir, name).split('\\').join('/'))
    .filter((path) => path.endsWith(suffix) && !keep.has(path))
    .sort();
}
