import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import type { Registry } from '../../engine/registry/registry';
import { ValidationFailedError } from '../items/errors';
import type { ItemFields } from '../items/itemShape';
import type { DemoSeed } from './demoSeed';
import { remapExampleReferences } from './exampleReferences';

/** How many of a type's examples became demo items, and how many could not be used. */
export interface ExampleSeedResult {
  created: number;
  skipped: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Types users may create and whose declaration shows examples: the ones demo data can cover. */
export function typesWithExamples(registry: Registry): string[] {
  return [...registry.types.values()]
    .filter(({ declaration }) => declaration.system !== true && (declaration.examples?.length ?? 0) > 0)
    .map(({ key }) => key);
}

/** The examples of a declaration as demo fields, references pointed at the seed's items. */
export function demoFieldsFromExamples(declaration: ItemTypeDeclaration, seed: DemoSeed): ItemFields[] {
  const fields: ItemFields[] = [];
  for (const example of declaration.examples ?? []) {
    if (!isRecord(example)) continue;
    const remapped = remapExampleReferences(declaration.schema, example, (type) => seed.ids(type), seed.random);
    if (remapped !== null) fields.push(remapped);
  }
  return fields;
}

/**
 * Creates one demo item per usable example of the type, created on a random day of the past year.
 * An example the store refuses once its references were replaced is skipped, not fatal: demo data
 * must never stop a start because a later declaration's example names something demo data lacks.
 */
export function seedFromExamples(seed: DemoSeed, type: string): ExampleSeedResult {
  const declaration = seed.registry.types.get(type)?.declaration;
  if (declaration === undefined) return { created: 0, skipped: 0 };
  const usable = demoFieldsFromExamples(declaration, seed);
  let created = 0;
  for (const fields of usable) {
    try {
      seed.create(type, fields, { created: { offsetDays: -seed.random.int(1, 365) } });
      created += 1;
    } catch (error) {
      if (!(error instanceof ValidationFailedError)) throw error;
    }
  }
  return { created, skipped: (declaration.examples?.length ?? 0) - created };
}

/** Item types a declaration's fields may reference (itemTypes at any depth). */
function referencedTypes(declaration: ItemTypeDeclaration): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) {
      for (const [key, entry] of Object.entries(value)) {
        if (key === 'itemTypes' && Array.isArray(entry)) entry.forEach((type) => typeof type === 'string' && found.add(type));
        else visit(entry);
      }
    }
  };
  visit(declaration.schema);
  return found;
}

/** Pending types ordered so that a type comes after the pending types it references (cycles broken). */
function referenceOrder(registry: Registry, pending: readonly string[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (type: string): void => {
    if (ordered.includes(type) || visiting.has(type) || !pending.includes(type)) return;
    visiting.add(type);
    const declaration = registry.types.get(type)?.declaration;
    if (declaration !== undefined) [...referencedTypes(declaration)].sort().forEach(visit);
    ordered.push(type);
  };
  [...pending].sort().forEach(visit);
  return ordered;
}

/**
 * The generic part of demo data: every creatable type with examples that the specific seeders did
 * not cover gets items made from its examples, so a type declared later has demo items without
 * code. Referenced types are seeded first (an Attachment's File exists before the Attachment).
 */
export function seedUncoveredTypes(seed: DemoSeed): Record<string, ExampleSeedResult> {
  const pending = typesWithExamples(seed.registry).filter((type) => seed.ids(type).length === 0);
  const results: Record<string, ExampleSeedResult> = {};
  for (const type of referenceOrder(seed.registry, pending)) results[type] = seedFromExamples(seed, type);
  return results;
}
