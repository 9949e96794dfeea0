import { ValidationFailedError } from '../../../engine/protocol/operations';
import type { ThreadPurpose } from './purposes';

/**
 * Business spec §4/§5: the purpose decides about files. "required" (CONSULT_RESPONSE,
 * RESPONSE_CONTRACT): a thread is refused without any; "forbidden" (CONSULT_INCOMPLETE): files are
 * refused unless the writer is an administrator and the purpose allows them that. Replies are
 * checked for "forbidden" only: the opening message already carries what a "required" purpose asks.
 * The error is at the form's field.
 */
export function checkAttachments(purpose: ThreadPurpose | undefined, files: readonly string[], admin: boolean, opening: boolean, path = '/attachments'): void {
  if (purpose === undefined) return;
  if (purpose.attachments === 'required' && opening && files.length === 0) {
    throw new ValidationFailedError([{ path, messageId: 'conversation.errors.attachmentsRequired', values: {} }]);
  }
  if (purpose.attachments === 'forbidden' && files.length > 0 && !(admin && purpose.adminsMayAttach)) {
    throw new ValidationFailedError([{ path, messageId: 'conversation.errors.attachmentsForbidden', values: {} }]);
  }
}
