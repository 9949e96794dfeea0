import type { DeclarationError } from '../../engine/declarations/bundle';
import type { TypeDefinition } from '../../engine/typedef';
import type { FieldError } from '../../engine/validation/fieldErrors';
import type { SysTypeDef } from '../../generated/types/core';
import { ApiError, type Api } from '../net/apiContract';
import { looksLikeDefinition } from './editorState';

/** One stored definition as act/typeDefs lists it (server/typedefs TypeDefEntry). */
export interface StoredDefinition extends Pick<SysTypeDef, 'key' | 'state'> {
  id: SysTypeDef['$id'];
  u: SysTypeDef['_u'];
  /** Built into the running registry. */
  live: boolean;
  /** Why an ACTIVE definition is not live. */
  errors: DeclarationError[];
  definition: TypeDefinition;
}

/** Items a change would break: act/checkTypeDef's `breaking`, and a typeDefBreaking refusal. */
export interface BreakingReport {
  count: number;
  checked: number;
  example?: { id: string; errors: FieldError[] };
  /** Fields whose change breaks items (from changes.breaking), the candidates for a default. */
  fields: string[];
}

export interface CheckReply {
  errors: DeclarationError[];
  breaking: BreakingReport;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function declarationErrors(value: unknown): DeclarationError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((e) => ({ source: String(e.source ?? ''), path: String(e.path ?? ''), message: String(e.message ?? '') }));
}

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((e) => ({
    path: String(e.path ?? ''),
    messageId: String(e.messageId ?? ''),
    values: isRecord(e.values) ? (Object.fromEntries(Object.entries(e.values).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<string, string | number>) : {},
  }));
}

/** Top-level field names of the breaking changes ("tags[]" and "address.city" are fields tags and address). */
function breakingFields(changes: unknown): string[] {
  if (!Array.isArray(changes)) return [];
  const names = changes.filter(isRecord).map((c) => String(c.field ?? '').split(/[.[]/)[0] ?? '');
  return [...new Set(names.filter((n) => n !== ''))];
}

/** Reads a breaking report from a check reply's `breaking` plus `changes.breaking`, or a refusal's details. */
export function parseBreaking(value: unknown, changes: unknown): BreakingReport {
  const record = isRecord(value) ? value : {};
  const report: BreakingReport = {
    count: typeof record.count === 'number' ? record.count : 0,
    checked: typeof record.checked === 'number' ? record.checked : 0,
    fields: breakingFields(changes),
  };
  if (isRecord(record.example) && typeof record.example.id === 'string') report.example = { id: record.example.id, errors: fieldErrors(record.example.errors) };
  return report;
}

export function parseCheckReply(value: unknown): CheckReply {
  const record = isRecord(value) ? value : {};
  const changes = isRecord(record.changes) ? record.changes.breaking : undefined;
  return { errors: declarationErrors(record.errors), breaking: parseBreaking(record.breaking, changes) };
}

export function parseTypeDefList(value: unknown): StoredDefinition[] {
  const list = isRecord(value) && Array.isArray(value.definitions) ? value.definitions : [];
  return list.filter(isRecord).flatMap((entry): StoredDefinition[] => {
    if (typeof entry.id !== 'string' || typeof entry._u !== 'number' || typeof entry.key !== 'string' || !looksLikeDefinition(entry.definition)) return [];
    return [
      {
        id: entry.id,
        u: entry._u,
        key: entry.key,
        state: entry.state === 'ARCHIVED' ? 'ARCHIVED' : 'ACTIVE',
        live: entry.live !== false,
        errors: declarationErrors(entry.errors),
        definition: entry.definition,
      },
    ];
  });
}

/** Why a save or import was refused, in the shapes the editor shows in place. */
export type Refusal =
  | { kind: 'invalid'; errors: DeclarationError[] }
  | { kind: 'breaking'; report: BreakingReport }
  | { kind: 'other'; error: unknown };

export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    const details = error.details ?? {};
    if (error.userMessage === 'typeDefInvalid') return { kind: 'invalid', errors: declarationErrors(details.errors) };
    if (error.userMessage === 'typeDefBreaking') return { kind: 'breaking', report: parseBreaking(details, details.changes) };
  }
  return { kind: 'other', error };
}

export async function listTypeDefs(api: Api): Promise<StoredDefinition[]> {
  return parseTypeDefList(await api.send('act/typeDefs', {}));
}

export async function checkTypeDef(api: Api, definition: unknown): Promise<CheckReply> {
  return parseCheckReply(await api.send('act/checkTypeDef', { definition }));
}

/** act/saveTypeDef: the stored item's _u and the key of the reindex task. */
export async function saveTypeDef(api: Api, definition: unknown, storedU: number | undefined): Promise<{ u: number; taskKey: string }> {
  const reply = await api.send('act/saveTypeDef', storedU === undefined ? { definition } : { definition, _u: storedU });
  const record = isRecord(reply) ? reply : {};
  const item = isRecord(record.item) ? record.item : {};
  if (typeof item._u !== 'number') throw new ApiError('notCaught', 'act/saveTypeDef answered without the saved item');
  return { u: item._u, taskKey: typeof record.taskKey === 'string' ? record.taskKey : '' };
}

export async function archiveTypeDef(api: Api, key: string): Promise<void> {
  await api.send('act/archiveTypeDef', { key });
}

/** act/importTypeDefs: the keys of the reindex tasks started. */
export async function importTypeDefs(api: Api, file: unknown): Promise<string[]> {
  const reply = await api.send('act/importTypeDefs', { file });
  const keys = isRecord(reply) && Array.isArray(reply.taskKeys) ? reply.taskKeys : [];
  return keys.filter((k): k is string => typeof k === 'string');
}
