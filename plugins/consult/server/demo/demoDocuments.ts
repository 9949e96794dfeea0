import PDFDocument from 'pdfkit';
import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import type { ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../../engine/protocol/item';

/** A file a demo consultation or thread carries: a short PDF of the project, or a small text table. */
export interface DemoDocument {
  name: string;
  /** Lines of the document (a PDF's paragraphs, a CSV's rows). */
  lines: readonly string[];
}

/**
 * A one-page PDF through pdfkit with its standard Helvetica (no font files to read: the demo starts
 * fast). pdfkit writes the whole document into its stream's buffer during end(), so it is read back
 * synchronously inside the demo seed's transaction; the creation date is fixed so a seed gives the
 * same bytes on the same day.
 */
function pdfOf(title: string, lines: readonly string[], createdAt: Date): Uint8Array {
  const doc = new PDFDocument({ size: 'A4', margin: 64, info: { Title: title, Creator: 'VGN demo', CreationDate: createdAt } });
  doc.font('Helvetica-Bold').fontSize(15).text(title).moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line).moveDown(0.6);
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

function contentOf(document: DemoDocument, createdAt: Date): { bytes: Uint8Array; contentType: string } {
  if (document.name.endsWith('.csv')) return { bytes: new TextEncoder().encode(`${document.lines.join('\r\n')}\r\n`), contentType: 'text/csv' };
  return { bytes: pdfOf(document.name.replace(/\.pdf$/, ''), document.lines, createdAt), contentType: 'application/pdf' };
}

/**
 * Stores a demo document as an upload would: its File (content in the file store) and an
 * Attachment naming the item it belongs to (relType, relIndex), created by `by`.
 */
export function seedDocument(seed: PluginDemoSeed, context: ServerPluginContext, owner: { type: string; id: string }, document: DemoDocument, created: { offsetDays: number; by?: string }): ItemJson {
  const { bytes, contentType } = contentOf(document, new Date(seed.calendar.stamp(created.offsetDays, 540)));
  const file = seed.create('File', { ...context.files.storeContent(bytes), contentType }, { access: 'PRIVATE', created });
  return seed.create(
    'Attachment',
    {
      originalName: document.name,
      fileID: file.$id,
      filetype: contentType,
      size: bytes.length,
      uppyID: `demo-${file.$id}`,
      relType: owner.type,
      relIndex: Number(owner.id.slice(owner.id.lastIndexOf('-') + 1)),
    },
    { access: 'PROTECTED', created },
  );
}
