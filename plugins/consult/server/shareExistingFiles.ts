import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { consultationReaders } from './attachmentCopies';
import { texts } from './lookup';

/** The once-per-store work's name (context.once): changing it would run the catch-up again. */
export const SHARE_EXISTING_FILES = 'shareExistingFiles';

/** Consultations per page: one transaction each, the event loop free between pages. */
const PAGE_SIZE = 200;

/**
 * Catch-up for stores written before every write of a consultation shared its files with its
 * readers (attachmentCopies.ts): shares every existing consultation's files with the readers it has
 * now, page by page in the background. Idempotent (shareRead leaves existing grants alone); only
 * consultations that list files are read whole. Answers how many consultations had files.
 */
export async function shareExistingFiles(context: ServerPluginContext, signal: AbortSignal): Promise<number> {
  let shared = 0;
  for await (const page of context.bulkItems.scanPages('Consultation', ['attachments'], PAGE_SIZE)) {
    if (signal.aborted) return shared;
    context.items.transaction(() => {
      for (const scanned of page) {
        const listed = texts(scanned.fields.attachments);
        const consultation = listed.length > 0 ? context.items.get(scanned.id) : undefined;
        if (!consultation) continue;
        const readers = consultationReaders(consultation);
        shared += 1;
        if (readers.length === 0) continue;
        for (const id of listed) if (context.items.get(id)?._t === 'Attachment') context.items.shareRead?.(id, readers);
      }
    });
  }
  return shared;
}
