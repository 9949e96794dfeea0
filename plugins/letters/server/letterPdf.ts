import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import { renderLetterPdf } from './pdf';
import { contactName, text, type ResponseContext } from './responseContext';
import { longDate } from './texts';

/** A file name from the subject: letters, digits and dashes only, so every mail client keeps it. */
export function pdfFileName(subject: string): string {
  const slug = subject.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').slice(0, 80);
  return `${slug === '' ? 'letter' : slug}.pdf`;
}

/** The response's relation for a file stored on it (readers of the response read the file). */
export function responseRelation(response: ItemJson): { relType: string; relIndex: number } {
  return { relType: response._t, relIndex: Number(response.$id.slice(response.$id.lastIndexOf('-') + 1)) };
}

/** The letter as PDF, dated `at`. */
export function letterBytes(found: ResponseContext, subject: string, body: string, at: Date): Uint8Array {
  const to = [text(found.proponent?.displayName), ...found.proponentContacts.map(contactName)].filter((line) => line !== '');
  return renderLetterPdf({ createdAt: at, from: text(found.community?.displayName), date: longDate(at.toISOString()), to, subject, body });
}

/** Renders the letter and stores it as an upload of the actor on the response. */
export function letterPdfOf(context: ServerPluginContext, actor: Actor, found: ResponseContext, subject: string, body: string): ItemJson {
  const bytes = letterBytes(found, subject, body, new Date());
  return context.files.store(actor, { fileName: pdfFileName(subject), contentType: 'application/pdf', bytes }, responseRelation(found.response));
}
