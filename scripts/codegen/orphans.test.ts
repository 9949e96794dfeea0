import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { orphanFiles } from './orphans';

describe('orphanFiles', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('lists generated modules this run no longer produces', async () => {
    dir = await mkdtemp(join(tmpdir(), 'codegen-orphans-'));
    for (const name of ['core.ts', 'gone.ts', 'notes.md']) await writeFile(join(dir, name), '');
    const posix = dir.split('\\').join('/');
    expect(await orphanFiles(dir, [`${posix}/core.ts`])).toEqual([`${posix}/gone.ts`]);
  });

  it('counts only files with the given suffix, so stories folders can hold other files', async () => {
    dir = await mkdtemp(join(tmpdir(), 'codegen-orphans-'));
    for (const name of ['core.stories.tsx', 'gone.stories.tsx', 'helper.ts']) await writeFile(join(dir, name), '');
    const posix = dir.split('\\').join('/');
    expect(await orphanFiles(dir, [`${posix}/core.stories.tsx`], '.stories.tsx')).toEqual([`${posix}/gone.stories.tsx`]);
  });

  it('treats a missing folder as holding nothing', async () => {
    expect(await orphanFiles(join(tmpdir(), 'codegen-does-not-exist-7f3a'), [])).toEqual([]);
  });
});
