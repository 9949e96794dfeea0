import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import { bundlesFromFiles } from '../../engine/registry/bundleFromFiles';
import { sampleFiles } from '../../engine/registry/__fixtures__/sampleFiles';
import { exportDefinitions } from '../../engine/typedef/exportImport';
import { compileVirtual } from './compileVirtual.testkit';
import { itemTypeFiles } from './itemTypes';
import { parseRuntimeSource, readRuntimeSource, runtimeRegistry, runtimeTypeFiles } from './runtimeTypes';

const builtIn = bundlesFromFiles(sampleFiles()).bundles;
const exported = {
  types: [
    { key: 'Survey', label: 'types.Survey.label', schema: { type: 'object', properties: { topic: { type: 'string' }, colour: { type: 'string', lov: 'COLOURS' } }, required: ['topic'] } },
    { key: 'Widget', extends: 'Widget', label: 'types.Widget.label', schema: { type: 'object', properties: { weight: { type: 'number' } } } },
  ],
};

describe('runtime types (--from)', () => {
  it('reads an exported {types} file against the built-in plugins', () => {
    const source = parseRuntimeSource(exported, 'export.json', builtIn);
    expect(source.bundles).toEqual(builtIn);
    expect(source.runtimeTypes.map((r) => r.source)).toEqual(['export.json#/types/0', 'export.json#/types/1']);
  });

  it('reads a saved /api/registry/declarations answer as is and refuses other shapes', () => {
    expect(parseRuntimeSource({ bundles: builtIn, runtimeTypes: [] }, 'x', []).bundles).toEqual(builtIn);
    expect(() => parseRuntimeSource({ items: [] }, 'x.json', builtIn)).toThrow('x.json: expected { bundles, runtimeTypes } or { types: [...] }');
  });

  it('reads an admin.types export file, refusing versions it does not know', async () => {
    const file = exportDefinitions(exported.types.map((declaration) => ({ declaration: declaration as ItemTypeDeclaration })));
    const source = parseRuntimeSource(JSON.parse(JSON.stringify(file)), 'types.json', builtIn);
    expect(source.bundles).toEqual(builtIn);
    expect(source.runtimeTypes).toEqual(exported.types.map((declaration, i) => ({ source: `types.json#/definitions/${i}/declaration`, declaration })));
    const types = (await runtimeTypeFiles(runtimeRegistry(source), 'types.json'))[1]?.content ?? '';
    expect(types).toContain('export interface Survey extends ItemBase {');
    expect(() => parseRuntimeSource({ ...file, version: 2 }, 'types.json', builtIn)).toThrow('types.json: not a readable type definitions export:\nimport /version: version 2 is not supported');
  });

  it('writes interfaces for new and extended types that compile beside the built-in modules', async () => {
    const registry = runtimeRegistry(parseRuntimeSource(exported, 'export.json', builtIn));
    const files = await runtimeTypeFiles(registry, 'export.json');
    expect(files.map((f) => f.path)).toEqual(['generated/runtime/lovs.ts', 'generated/runtime/types.ts', 'generated/runtime/index.ts']);
    const types = files[1]?.content ?? '';
    expect(types).toContain('export interface Survey extends ItemBase {');
    expect(types).toContain('Item of built-in type Widget with the fields an administrator added.');
    expect(types).toMatch(/weight\?: number;/);
    expect(types).toMatch(/colour\?: Colours;/);
    const builtInFiles = await itemTypeFiles(registry);
    expect(compileVirtual(Object.fromEntries([...builtInFiles, ...files].map((f) => [f.path, f.content])))).toEqual([]);
  });

  it('reports invalid administrator-defined types with their source', () => {
    const broken = { types: [{ key: 'Bad', label: 'x', schema: { type: 'object', properties: { c: { type: 'string', lov: 'NOPE' } } } }] };
    expect(() => runtimeRegistry(parseRuntimeSource(broken, 'export.json', builtIn))).toThrow('export.json#/types/0 /schema/properties/c/lov');
  });

  it('pulls {bundles, runtimeTypes} from a running instance’s /api/registry/declarations', async () => {
    const answer = { bundles: builtIn, runtimeTypes: [{ source: 'runtime:Survey', declaration: exported.types[0] }] };
    const requested: string[] = [];
    const server = createServer((request, response) => {
      requested.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const source = await readRuntimeSource(`http://127.0.0.1:${port}/`, []);
      expect(requested).toEqual(['/api/registry/declarations']);
      expect(source).toEqual(answer);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
