import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface OutputFile {
  path: string;
  content: string;
}

/** Writes only files whose content differs; in check mode writes nothing and reports the stale ones. */
export async function writeIfChanged(files: OutputFile[], check: boolean): Promise<string[]> {
  const stale: string[] = [];
  for (const file of files) {
    const current = await readFile(file.path, 'utf8').catch(() => null);
    if (current === file.content) continue;
    stale.push(file.path);
    if (!check) {
      await mkdir(dirname(file.path), { recursive: true });
      await writeFile(file.path, file.content);
    }
  }
  return stale;
}
