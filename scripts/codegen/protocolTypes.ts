import { readFile } from 'node:fs/promises';
import { compile } from 'json-schema-to-typescript';
import type { JSONSchema4 } from 'json-schema';
import { banner } from './banner';
import { JSON2TS_OPTIONS } from './json2tsOptions';
import { toWireTsSchema } from './wireTsSchema';
import type { OutputFile } from './writeIfChanged';

/** Schemas of what travels between client and server, in the order their types are written. */
export const WIRE_SCHEMAS = ['envelope.schema.json', 'search-request.schema.json'] as const;

export const PROTOCOL_FILE = 'generated/protocol.ts';

function exportedNames(ts: string): string[] {
  return [...ts.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1] ?? '');
}

/**
 * generated/protocol.ts: the TypeScript of every wire schema, which client (app/), server and
 * engine/protocol import instead of typing the messages again. Each schema compiles on its own
 * (their $refs are internal); two schemas declaring the same name are refused rather than
 * silently renamed, so a schema's `title` settles what code imports.
 */
export async function protocolTypes(dir = 'schemas', files: readonly string[] = WIRE_SCHEMAS, path: string = PROTOCOL_FILE): Promise<OutputFile> {
  const modules: string[] = [];
  const owners = new Map<string, string>();
  for (const file of files) {
    const schema = JSON.parse(await readFile(`${dir}/${file}`, 'utf8')) as JSONSchema4;
    const ts = await compile(toWireTsSchema(schema), file, { ...JSON2TS_OPTIONS, cwd: dir });
    for (const name of exportedNames(ts)) {
      const other = owners.get(name);
      if (other !== undefined) throw new Error(`${file} and ${other} both declare ${name}; give one of them another title`);
      owners.set(name, file);
    }
    modules.push(ts);
  }
  return { path, content: banner(files.map((file) => `schemas/${file}`).join(', ')) + modules.join('\n') };
}
