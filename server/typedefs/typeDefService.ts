import type { DeclarationError, PluginBundle } from '../../engine/declarations/bundle';
import type { Registry } from '../../engine/registry/registry';
import { exportDefinitions, parseImport, type TypeDefinition, type TypeDefinitionsFile } from '../../engine/typedef';
import type { SysTypeDef } from '../../generated/types/core';
import { definitionKeyOf } from '../../engine/typedef/definitionMeta';
import { notFound } from '../items/errors';
import type { ItemServices } from '../items/itemServices';
import type { ItemJson } from '../items/itemShape';
import type { Logger } from '../log';
import { OperationError, type Actor, type Connection } from '../protocol/contract';
import { breakingReport, checkChange, declaredLovKeys, platformTypeErrors, type ChangeReport, type LovKeys } from './changeCheck';
import { addWhatBuilds, buildLiveDefinitions, buildWith, type LiveDefinitions } from './liveDefinitions';
import { startReindex } from './reindex';
import { StoredTypeDefs } from './storedTypeDefs';
import { typeDefBreaking, typeDefInUse, typeDefInvalid } from './typeDefErrors';
import { applyTypeDefaults, writeTypeDefItem, type TypeDefWriteContext } from './typeDefWrites';
import { countItemsOfType } from './typeItems';

/** Pushed to every socket when the registry changed; clients reload GET /api/registry. */
export const REGISTRY_CHANGED_PUSH = 'registry/changed';

export interface TypeDefServiceDeps {
  services: Pick<ItemServices, 'store' | 'tasks' | 'indexes'>;
  /** The built-in plugins every registry is built from. */
  bundles: readonly PluginBundle[];
  /** The registry the server started with (kept while no definition is stored). */
  baseRegistry: Registry;
  setRegistry(source: () => Registry): void;
  broadcast(o: string, b: unknown): void;
  log: Logger;
  /** List keys stored items are checked against (default: the plugins' declared values only). */
  lovKeys?: (registry: Registry, list: string) => ReadonlySet<string> | undefined;
  now?: () => Date;
}

/** One stored definition as act/typeDefs lists it. */
export interface TypeDefEntry extends Pick<SysTypeDef, '_u' | 'key' | 'state'> {
  id: SysTypeDef['$id'];
  /** Built into the running registry. */
  live: boolean;
  /** Why an ACTIVE definition is not live (it no longer builds with the plugins). */
  errors?: DeclarationError[];
  definition: TypeDefinition;
}

/** A saved definition and the task reindexing its type. */
export interface SaveResult {
  item: ItemJson;
  taskKey: string;
}

function staleDefinition(key: string, expected: number | undefined, current: number | undefined): OperationError {
  return new OperationError('staleUpdate', `the definition of ${key} is at _u ${current ?? 'none'}, the save was based on _u ${expected ?? 'none'}`, 409);
}

/**
 * Administrator-defined types: the stored sys.TypeDef items, the registry built from them, and the
 * writes that change both together. Every change is checked first and written in one transaction
 * with the new registry installed; a failure restores the previous registry and writes nothing.
 */
export class TypeDefService {
  private readonly stored: StoredTypeDefs;
  private state: LiveDefinitions;
  private readonly now: () => Date;

  constructor(private readonly deps: TypeDefServiceDeps) {
    this.stored = new StoredTypeDefs(deps.services.store.db);
    this.state = { registry: deps.baseRegistry, live: [], broken: [] };
    this.now = deps.now ?? (() => new Date());
  }

  /** Builds the registry with the ACTIVE definitions; those that no longer build are left out and logged. */
  load(): LiveDefinitions {
    const { stored, malformed } = this.stored.read();
    for (const entry of malformed) this.deps.log.error({ id: entry.id, reason: entry.reason }, 'stored type definition is malformed; ignored');
    const active = stored.filter((entry) => entry.state === 'ACTIVE');
    if (active.length === 0) return this.state;
    const next = buildLiveDefinitions(this.deps.bundles, active.map((entry) => entry.definition));
    for (const broken of next.broken) {
      this.deps.log.error(
        { key: broken.key, errors: broken.errors.map((e) => `${e.source}${e.path}: ${e.message}`) },
        `type definition ${broken.key} no longer builds with the plugins; the server runs without it (see act/typeDefs)`,
      );
    }
    this.install(next);
    this.deps.log.info({ live: next.live.map((d) => d.declaration.key) }, 'administrator-defined types loaded');
    return next;
  }

  /**
   * Rebuilds the registry from what is stored now, also when no definition is ACTIVE any more (the
   * base registry then): another node changed the definitions (server/realtime/README.md).
   */
  reload(): void {
    const { stored } = this.stored.read();
    const active = stored.filter((entry) => entry.state === 'ACTIVE');
    if (active.length === 0) this.install({ registry: this.deps.baseRegistry, live: [], broken: [] });
    else this.install(buildLiveDefinitions(this.deps.bundles, active.map((entry) => entry.definition)));
  }

  list(): { definitions: TypeDefEntry[]; malformed: { id: string; _u: number; reason: string }[] } {
    const { stored, malformed } = this.stored.read();
    const live = new Set(this.state.live.map((d) => d.declaration.key));
    const broken = new Map(this.state.broken.map((b) => [b.key, b.errors]));
    const definitions = stored.map((entry): TypeDefEntry => {
      const errors = entry.state === 'ACTIVE' ? broken.get(entry.key) : undefined;
      return { id: entry.id, _u: entry.u, key: entry.key, state: entry.state, live: live.has(entry.key), ...(errors ? { errors } : {}), definition: entry.definition };
    });
    return { definitions, malformed: malformed.map((m) => ({ id: m.id, _u: m.u, reason: m.reason })) };
  }

  check(definition: unknown): ChangeReport {
    const key = definitionKeyOf(definition);
    const previous = key === undefined ? undefined : this.stored.byKey(key)?.definition;
    return checkChange(this.deps.services.store.db, this.lovKeys(), this.deps.bundles, this.othersThan(key), definition, previous);
  }

  /**
   * Saves a definition (expectedU: the _u of the stored one the edit started from, none for a new
   * key). Refused: typeDefInvalid, staleUpdate, typeDefBreaking. Then the item, the defaults and
   * the registry change together, every socket hears registry/changed and the type is reindexed.
   */
  async save(input: unknown, expectedU: number | undefined, actor: Actor, connection: Connection): Promise<SaveResult> {
    const key = definitionKeyOf(input);
    const stored = key === undefined ? undefined : this.stored.byKey(key);
    const report = this.check(input);
    if (report.errors.length > 0 || key === undefined) throw typeDefInvalid(report.errors, key);
    if (stored?.u !== expectedU) throw staleDefinition(key, expectedU, stored?.u);
    if (report.breaking.count > 0) throw typeDefBreaking(key, report.breaking, report.changes.breaking);
    const definition = input as TypeDefinition;
    const next = this.nextState([definition], []);
    const item = this.commit(next, actor, (write) => {
      const saved = writeTypeDefItem(write, stored, definition);
      const defaulted = applyTypeDefaults(write, key, definition.defaults);
      this.deps.log.info({ key, id: saved.$id, _u: saved._u, defaulted, by: actor.userId }, 'type definition saved');
      return saved;
    });
    const [taskKey = ''] = await this.announce([key], actor, connection);
    return { item, taskKey };
  }

  /**
   * Archives a definition: its type leaves the registry. A new type is refused while items of it
   * exist (typeDefInUse, with the count); an extension may go, its values stay stored, hidden.
   */
  async archive(key: string, actor: Actor, connection: Connection): Promise<SaveResult> {
    const stored = this.stored.byKey(key);
    if (!stored) throw notFound(`type definition ${key}`);
    if (stored.state === 'ARCHIVED') throw new OperationError('typeDefArchived', `the definition of ${key} is already archived`, 409);
    if (stored.definition.declaration.extends === undefined) {
      const count = countItemsOfType(this.deps.services.store.db, key);
      if (count > 0) throw typeDefInUse(key, count);
    }
    const next = this.nextState([], [key]);
    const item = this.commit(next, actor, (write) => writeTypeDefItem(write, stored, stored.definition, 'ARCHIVED'));
    this.deps.log.info({ key, by: actor.userId }, 'type definition archived');
    const [taskKey = ''] = await this.announce([key], actor, connection);
    return { item, taskKey };
  }

  /** The export file of every ACTIVE definition, oldest first (so references precede their use). */
  exportFile(): TypeDefinitionsFile {
    return exportDefinitions(this.stored.active().map((entry) => entry.definition), this.now());
  }

  /** Imports an export file: every definition passes the checks of a save, or none is saved. */
  async importFile(file: unknown, actor: Actor, connection: Connection): Promise<{ items: ItemJson[]; taskKeys: string[] }> {
    const parsed = parseImport(file, this.deps.bundles, this.state.live);
    if ('errors' in parsed) throw typeDefInvalid(parsed.errors);
    const platform = parsed.definitions.flatMap(platformTypeErrors);
    if (platform.length > 0) throw typeDefInvalid(platform);
    const keys = parsed.definitions.map((d) => d.declaration.key);
    for (const definition of parsed.definitions) {
      const previous = this.stored.byKey(definition.declaration.key)?.definition;
      const { changes, breaking } = breakingReport(this.deps.services.store.db, this.lovKeys(), definition, previous);
      if (breaking.count > 0) throw typeDefBreaking(definition.declaration.key, breaking, changes.breaking);
    }
    const next = this.nextState(parsed.definitions, []);
    const items = this.commit(next, actor, (write) =>
      parsed.definitions.map((definition) => {
        const saved = writeTypeDefItem(write, this.stored.byKey(definition.declaration.key), definition);
        applyTypeDefaults(write, definition.declaration.key, definition.defaults);
        return saved;
      }),
    );
    this.deps.log.info({ keys, by: actor.userId }, 'type definitions imported');
    return { items, taskKeys: await this.announce(keys, actor, connection) };
  }

  private lovKeys(): LovKeys {
    const registry = this.state.registry;
    const provided = this.deps.lovKeys;
    return provided ? (list) => provided(registry, list) : declaredLovKeys(this.deps.bundles);
  }

  /** Live definitions other than the one with this key (what a definition is checked beside). */
  private othersThan(key: string | undefined): TypeDefinition[] {
    return this.state.live.filter((d) => d.declaration.key !== key);
  }

  /**
   * The live set with definitions saved (a new key after the stored ones) and keys removed; refused
   * when it does not build. Broken definitions that build beside it now (the saved change fixed
   * what they refer to) come back. The stored order is kept, so a restart builds the same registry.
   */
  private nextState(saved: readonly TypeDefinition[], removed: readonly string[]): LiveDefinitions {
    const changed = new Set([...saved.map((d) => d.declaration.key), ...removed]);
    const kept = this.state.live.filter((d) => !changed.has(d.declaration.key));
    const live = [...kept, ...saved];
    const built = buildWith(this.deps.bundles, live);
    if ('errors' in built) throw typeDefInvalid(built.errors);
    const candidates = this.state.broken.filter((b) => !changed.has(b.key)).map((b) => b.definition);
    const { accepted, rejected } = candidates.length > 0 ? addWhatBuilds(this.deps.bundles, live, candidates) : { accepted: [], rejected: [] };
    const ordered = this.inStoredOrder([...live, ...accepted]);
    if (ordered.every((d, i) => d === live[i]) && accepted.length === 0) return { registry: built.registry, live, broken: rejected };
    const final = buildWith(this.deps.bundles, ordered);
    if ('errors' in final) throw typeDefInvalid(final.errors);
    return { registry: final.registry, live: ordered, broken: rejected };
  }

  /** Definitions in the order of their sys.TypeDef items; keys not stored yet go last. */
  private inStoredOrder(definitions: readonly TypeDefinition[]): TypeDefinition[] {
    const order = new Map(this.stored.all().map((entry, index) => [entry.key, index] as const));
    const rank = (d: TypeDefinition): number => order.get(d.declaration.key) ?? Number.MAX_SAFE_INTEGER;
    return [...definitions].sort((a, b) => rank(a) - rank(b));
  }

  private install(next: LiveDefinitions): void {
    this.state = next;
    const registry = next.registry;
    this.deps.setRegistry(() => registry);
  }

  /**
   * Runs the writes in one transaction with the next registry installed (new fields validate).
   * When anything throws, the transaction rolls back and the previous registry is put back.
   */
  private commit<T>(next: LiveDefinitions, actor: Actor, write: (context: TypeDefWriteContext) => T): T {
    const previous = this.state;
    const { store } = this.deps.services;
    const context: TypeDefWriteContext = { store, writer: actor, now: this.now };
    this.install(next);
    try {
      return store.transaction(() => write(context));
    } catch (error) {
      this.install(previous);
      throw error;
    }
  }

  /** Tells every socket the registry changed and reindexes the types in the background. */
  private async announce(types: readonly string[], actor: Actor, connection: Connection): Promise<string[]> {
    this.deps.broadcast(REGISTRY_CHANGED_PUSH, { hash: this.state.registry.hash });
    const keys: string[] = [];
    for (const type of types) keys.push(await startReindex(this.deps.services, type, actor.userId, connection));
    return keys;
  }
}
