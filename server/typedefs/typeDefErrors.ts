import type { DeclarationError } from '../../engine/declarations/bundle';
import type { BreakingChange } from '../../engine/typedef';
import type { FieldError } from '../../engine/validation/fieldErrors';
import { OperationError } from '../protocol/contract';

/** Items that would fail a changed type, as act/checkTypeDef reports and act/saveTypeDef refuses. */
export interface BreakingReport {
  count: number;
  checked: number;
  example?: { id: string; errors: FieldError[] };
}

/**
 * A refusal carrying what the admin screen shows beside its message; the dispatcher copies
 * `details` into the error reply body ({ userMessage, sysMessage, ...details }).
 */
export class TypeDefRefusal extends OperationError {
  constructor(
    userMessage: string,
    sysMessage: string,
    readonly details: Record<string, unknown>,
    status = 400,
  ) {
    super(userMessage, sysMessage, status);
    this.name = 'TypeDefRefusal';
  }
}

/** The definition does not pass checkTypeDefinition (or the registry does not build with it). */
export function typeDefInvalid(errors: DeclarationError[], key?: string): TypeDefRefusal {
  const summary = errors.slice(0, 3).map((e) => `${e.source}${e.path}: ${e.message}`).join('; ');
  return new TypeDefRefusal('typeDefInvalid', `the type definition is not valid: ${summary}`, { errors, ...(key === undefined ? {} : { key }) });
}

/** Existing items would fail the changed type and no default fills them. */
export function typeDefBreaking(key: string, report: BreakingReport, changes: BreakingChange[]): TypeDefRefusal {
  const example = report.example ? `, e.g. ${report.example.id}` : '';
  return new TypeDefRefusal('typeDefBreaking', `${report.count} of ${report.checked} ${key} items would fail the changed type${example}`, {
    key,
    count: report.count,
    checked: report.checked,
    ...(report.example ? { example: report.example } : {}),
    changes,
  }, 409);
}

/** Archiving a type whose items still exist would leave them without a declaration. */
export function typeDefInUse(key: string, count: number): TypeDefRefusal {
  return new TypeDefRefusal('typeDefInUse', `${count} ${key} items exist; delete them before archiving the type`, { key, count }, 409);
}

/** An existing item refused its default (it already failed the type for another reason). */
export function typeDefDefaultsFailed(id: string, errors: FieldError[]): TypeDefRefusal {
  return new TypeDefRefusal('typeDefDefaultsFailed', `${id} does not validate with the defaults applied`, { id, errors });
}
