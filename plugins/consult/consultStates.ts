/**
 * The states of a Consultation and of a ConsultResponse, and who may move them where
 * (plugins/consult/README.md "States and transitions"). Pure data and functions: the server
 * enforces them, a client may ask them to decide which actions to offer.
 */

export const CONSULTATION_STATES = ['DRAFT', 'REVIEW', 'INCOMPLETE', 'SUBMITTED', 'CONSULTING', 'RESPONDED', 'CLOSED', 'WITHDRAWN'] as const;
export type ConsultationState = (typeof CONSULTATION_STATES)[number];

export const RESPONSE_STATES = ['DRAFT', 'NOT_SELECTED', 'PENDING', 'RESPONDED', 'OFFLINE', 'NO_RESPONSE'] as const;
export type ResponseState = (typeof RESPONSE_STATES)[number];

/** Who moves a consultation: its submitter (may update it and holds ConsultSubmit) or staff (administrators). */
export type ConsultRole = 'submitter' | 'staff';

interface Move {
  from: readonly ConsultationState[];
  to: ConsultationState;
  by: readonly ConsultRole[];
}

/**
 * Every move act/consult.move makes. CONSULTING is reached only by distributing
 * (act/consult.distribute, staff, from REVIEW, SUBMITTED or CONSULTING).
 */
const CONSULTATION_MOVES: readonly Move[] = [
  { from: ['DRAFT', 'INCOMPLETE'], to: 'REVIEW', by: ['submitter', 'staff'] },
  { from: ['REVIEW'], to: 'INCOMPLETE', by: ['staff'] },
  { from: ['REVIEW'], to: 'SUBMITTED', by: ['staff'] },
  { from: ['CONSULTING'], to: 'RESPONDED', by: ['staff'] },
  { from: ['RESPONDED', 'CLOSED'], to: 'CONSULTING', by: ['staff'] },
  { from: ['SUBMITTED', 'CONSULTING', 'RESPONDED'], to: 'CLOSED', by: ['staff'] },
  { from: ['REVIEW', 'INCOMPLETE', 'SUBMITTED', 'CONSULTING'], to: 'WITHDRAWN', by: ['submitter', 'staff'] },
];

export const DISTRIBUTABLE_STATES: readonly ConsultationState[] = ['REVIEW', 'SUBMITTED', 'CONSULTING'];

/** States in which the submitter still edits the consultation's fields. */
export const SUBMITTER_EDITABLE_STATES: readonly ConsultationState[] = ['DRAFT', 'INCOMPLETE'];

/** Business spec §4: pending means not in DRAFT, INCOMPLETE, REVIEW, CLOSED, RESPONDED or WITHDRAWN. */
export const NOT_PENDING_STATES: readonly ConsultationState[] = ['DRAFT', 'INCOMPLETE', 'REVIEW', 'CLOSED', 'RESPONDED', 'WITHDRAWN'];

export function isPending(state: string): boolean {
  return !(NOT_PENDING_STATES as readonly string[]).includes(state);
}

export type MoveCheck = { ok: true } | { ok: false; reason: 'transitionNotAllowed' | 'notAllowedToMove' };

/** Whether roles may move a consultation from one state to another through act/consult.move. */
export function checkConsultationMove(from: string, to: string, roles: readonly ConsultRole[]): MoveCheck {
  const move = CONSULTATION_MOVES.find((candidate) => candidate.to === to && (candidate.from as readonly string[]).includes(from));
  if (!move) return { ok: false, reason: 'transitionNotAllowed' };
  return move.by.some((role) => roles.includes(role)) ? { ok: true } : { ok: false, reason: 'notAllowedToMove' };
}

/** The states act/consult.move may take a consultation to from `from`, for these roles. */
export function consultationMovesFrom(from: string, roles: readonly ConsultRole[]): ConsultationState[] {
  return CONSULTATION_MOVES.filter((move) => (move.from as readonly string[]).includes(from) && move.by.some((role) => roles.includes(role))).map((move) => move.to);
}

/** A response state "selected" means the community was asked and has not been deselected (RWF_INIT, RWF_OVERDUE). */
export const SELECTED_RESPONSE_STATES: readonly ResponseState[] = ['PENDING', 'RESPONDED', 'OFFLINE', 'NO_RESPONSE'];

/** Response states the community (who may update the response) sets itself; staff set any, DRAFT only distribution leaves. */
const COMMUNITY_RESPONSE_MOVES: Readonly<Record<string, readonly ResponseState[]>> = {
  PENDING: ['RESPONDED', 'OFFLINE', 'NO_RESPONSE', 'NOT_SELECTED'],
  NOT_SELECTED: ['PENDING'],
  RESPONDED: ['PENDING'],
  OFFLINE: ['PENDING'],
  NO_RESPONSE: ['PENDING'],
};

export function mayMoveResponse(from: string, to: string, staff: boolean): boolean {
  if (from === to) return true;
  if (!(RESPONSE_STATES as readonly string[]).includes(to)) return false;
  if (staff) return true;
  return (COMMUNITY_RESPONSE_MOVES[from] ?? []).includes(to as ResponseState);
}

/** Responses still owed an answer: the consultation counts as RESPONDED once none is left. */
export function isResponseOpen(state: unknown): boolean {
  return state === 'PENDING' || state === 'DRAFT';
}
