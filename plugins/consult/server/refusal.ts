import { OperationError } from '../../../engine/protocol/operations';

/** A refusal whose text is the translated message consult.errors.{key} with its values. */
export class ConsultRefusal extends OperationError {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    status = 400,
  ) {
    super(`consult.errors.${key}`, `consult.errors.${key} ${JSON.stringify(params)}`, status);
  }

  /** Copied into the error reply by the dispatcher: the values the message names. */
  get details(): Record<string, unknown> {
    return { params: this.params };
  }
}

/** Message id of a state's name, for event and refusal values readers see translated. */
export function stateMessage(state: unknown): string {
  return `consult.states.${typeof state === 'string' ? state : 'DRAFT'}`;
}
