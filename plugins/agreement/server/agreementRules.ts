import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { WriteRule } from '../../../engine/plugin/writeRule';
import { ValidationFailedError } from '../../../engine/protocol/operations';
import type { AgreementKind } from './kinds';

export type AgreementState = 'DRAFT' | 'ACTIVE' | 'COMPLETE' | 'ARCHIVE';

/**
 * Agreement states (business spec §4 leaves transitions open). A new agreement is a DRAFT; a draft
 * becomes ACTIVE once it has a version (the terms both sides agreed), or is archived unused; an
 * active agreement is COMPLETE when fulfilled, or archived; a complete one is archived. ARCHIVE
 * keeps the agreement as history and is final. Staying in a state is always allowed.
 */
export const AGREEMENT_TRANSITIONS: Readonly<Record<AgreementState, readonly AgreementState[]>> = {
  DRAFT: ['ACTIVE', 'ARCHIVE'],
  ACTIVE: ['COMPLETE', 'ARCHIVE'],
  COMPLETE: ['ARCHIVE'],
  ARCHIVE: [],
};

const refuse = (path: string, messageId: string): ValidationFailedError => new ValidationFailedError([{ path, messageId, values: {} }]);

/** Added to the generic rule (who may write stays the platform's): kinds, states and their moves. */
export function agreementRule(kinds: () => ReadonlyMap<string, AgreementKind>): WriteRule {
  return {
    mode: 'add',
    check({ op, current, next }) {
      if (op === 'delete' || next === undefined) return;
      if (typeof next.kind === 'string' && next.kind !== current?.kind && !kinds().has(next.kind)) throw refuse('/kind', 'agreement.errors.unknownKind');
      const state = (typeof next.state === 'string' ? next.state : 'DRAFT') as AgreementState;
      if (op === 'create') {
        if (state !== 'DRAFT') throw refuse('/state', 'agreement.errors.newNotDraft');
        return;
      }
      const from = (typeof current?.state === 'string' ? current.state : 'DRAFT') as AgreementState;
      if (from === state) return;
      if (!(AGREEMENT_TRANSITIONS[from] ?? []).includes(state)) throw refuse('/state', 'agreement.errors.illegalTransition');
      if (state === 'ACTIVE' && !(typeof current?.versions === 'number' && current.versions > 0)) throw refuse('/state', 'agreement.errors.needsVersion');
    },
  };
}

/** Versions are added by whoever may update the agreement, never to an archived one. */
export function versionRule(items: PluginItems): WriteRule {
  return {
    mode: 'add',
    check({ op, actor, next, current }) {
      if (op !== 'create' || next === undefined) return;
      const agreementId = typeof next.agreement === 'string' ? next.agreement : String(current?.agreement ?? '');
      const agreement = items.get(agreementId);
      if (agreement === undefined || !items.can(actor, agreementId, 'update')) throw refuse('/agreement', 'agreement.errors.versionNotAllowed');
      if (agreement.state === 'ARCHIVE') throw refuse('/agreement', 'agreement.errors.archived');
    },
  };
}
