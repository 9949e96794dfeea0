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

/** Renders the letter and stores it as an upload of the actor on the response. */
export async function letterPdfOf(context: ServerPluginContext, actor: Actor, found: ResponseContext, subject: string, body: string): Promise<ItemJson> {
  const to = [text(found.proponent?.displayName), ...found.proponentContacts.map(contactName)].filter((line) => line !== '');
  const bytes = await renderLetterPdf({ from: text(found.community?.displayName), date: longDate(new Date().toISOString()), to, subject, body });
  return context.files.store(actor, { fileName: pdfFileName(subject), contentType: 'application/pdf', bytes }, responseRelation(found.response));
}
