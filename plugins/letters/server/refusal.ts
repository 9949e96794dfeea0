import { OperationError } from '../../../engine/protocol/operations';

export type LettersErrorKey =
  | 'templateMissing'
  | 'noProposeStep'
  | 'noApproveStep'
  | 'noSendStep'
  | 'selfApproval'
  | 'notApprover'
  | 'notProposed'
  | 'notApproved'
  | 'noRecipients'
  | 'emptyLetter'
  | 'templateSyntax';

/** A refusal whose text is the translated message letters.errors.{key} with its values. */
export class LettersRefusal extends OperationError {
  constructor(
    readonly key: LettersErrorKey,
    readonly params: Record<string, string | number> = {},
    status = 400,
  ) {
    super(`letters.errors.${key}`, `letters.errors.${key} ${JSON.stringify(params)}`, status);
  }

  /** Copied into the error reply by the dispatcher: the values the message names. */
  get details(): Record<string, unknown> {
    return { params: this.params };
  }
}
