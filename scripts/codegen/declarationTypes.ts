import { compile } from 'json-schema-to-typescript';
import type { JSONSchema4 } from 'json-schema';
import { banner } from './banner';
import type { OutputFile } from './writeIfChanged';

const META_SCHEMAS: Record<string, string> = {
  itemType: 'item-type.schema.json',
  lov: 'lov.schema.json',
  facetSet: 'facet-set.schema.json',
  stepKind: 'step-kind.schema.json',
  nav: 'nav-item.schema.json',
  plugin: 'plugin.schema.json',
  messages: 'messages.schema.json',
};

/** TypeScript types of every declaration kind, compiled from the meta-schemas in schemas/ as one unit so shared definitions appear once. */
export async function declarationTypes(): Promise<OutputFile> {
  const root: JSONSchema4 = {
    title: 'AllDeclarations',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(META_SCHEMAS).map(([name, file]) => [name, { $ref: file }])),
  };
  const ts = await compile(root, 'AllDeclarations', {
    cwd: 'schemas',
    bannerComment: '',
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: true,
    format: true,
  });
  return { path: 'generated/declarations.ts', content: banner('schemas/*.schema.json') + ts };
}
