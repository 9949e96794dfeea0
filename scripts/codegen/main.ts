import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { formatDeclarationErrors, loadBuiltInRegistry } from '../../engine/node/loadBuiltInRegistry';
import { declarationTypes } from './declarationTypes';
import { itemTypeFiles, TYPES_DIR } from './itemTypes';
import { orphanFiles } from './orphans';
import { protocolTypes } from './protocolTypes';
import { workflowTypes } from './workflowTypes';
import { readRuntimeSource, runtimeRegistry, runtimeTypeFiles } from './runtimeTypes';
import { STORIES_DIR, STORIES_SUFFIX, typeStoryFiles } from './typeStories';
import { writeIfChanged, type OutputFile } from './writeIfChanged';

/**
 * npm run codegen                     regenerate generated/ (declaration types, wire protocol types,
 *                                     item types, LOV unions, Storybook stories of every type)
 * npm run codegen -- --check          write nothing; exit 1 listing stale or orphaned files (CI)
 * npm run codegen -- --from <source>  also write generated/runtime/ from a running instance's
 *                                     administrator-defined types (see runtimeTypes.ts)
 */
const { values: args } = parseArgs({ options: { check: { type: 'boolean', default: false }, from: { type: 'string' } } });
const check = args.check ?? false;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (check && args.from) fail('--from writes instance-specific types that --check never compares; run them separately.');

const outputs: OutputFile[] = [await declarationTypes(), await protocolTypes(), await workflowTypes()];

const loaded = await loadBuiltInRegistry();
if (!loaded.ok) {
  // Declaration and protocol types do not depend on plugins: keep them current even when a plugin is broken.
  if (!check) await writeIfChanged(outputs, false);
  fail(`plugins/ has invalid declarations; item types not generated:\n${formatDeclarationErrors(loaded.errors)}`);
}
outputs.push(...(await itemTypeFiles(loaded.registry)), ...typeStoryFiles(loaded.registry));

if (args.from) {
  const registry = runtimeRegistry(await readRuntimeSource(args.from, loaded.bundles));
  outputs.push(...(await runtimeTypeFiles(registry, args.from)));
}

const changed = await writeIfChanged(outputs, check);
const produced = outputs.map((o) => o.path);
const orphans = [...(await orphanFiles(TYPES_DIR, produced)), ...(await orphanFiles(STORIES_DIR, produced, STORIES_SUFFIX))];
if (!check) await Promise.all(orphans.map((path) => rm(path)));
const stale = [...changed, ...orphans];

if (check && stale.length > 0) fail(`generated/ is stale; run npm run codegen. Stale files:\n  ${stale.join('\n  ')}`);
console.log(check ? 'generated/ is up to date' : `codegen: ${changed.length} file(s) written of ${outputs.length}, ${orphans.length} removed`);
