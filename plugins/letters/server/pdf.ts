import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * Letters as PDF through pdfkit, with DejaVu Sans embedded (subset) from the dejavu-fonts-ttf
 * package: Latin with accents (é, ç), Greek, Cyrillic and the Cree syllabics of Unified Canadian
 * Aboriginal Syllabics that DejaVu covers (ᓀᐦᐃᔭᐍᐏᐣ) render; characters the font lacks (other
 * scripts, emoji) come out as the font's empty box, never as an error.
 */
const fonts = createRequire(import.meta.url);
const REGULAR = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface LetterPdf {
  /** The document's creation time (metadata): the same inputs and time give the same bytes. */
  createdAt: Date;
  /** Who writes: the responding organization's name, on top. */
  from: string;
  /** The letter's date, written out. */
  date: string;
  /** Address lines: the proponent and its contacts. */
  to: string[];
  subject: string;
  /** Plain text; a blank line starts a paragraph. */
  body: string;
}

export interface SnapshotPdf {
  createdAt: Date;
  from: string;
  date: string;
  title: string;
  /** Label and value pairs of the response's fields. */
  fields: [string, string][];
  /** Headed blocks (sections, concerns), each with its heading and lines. */
  blocks: { heading: string; entries: { title: string; text: string }[] }[];
}

const MARGIN = 64;

function newDocument(title: string, createdAt: Date): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Creator: 'VGN', CreationDate: createdAt } });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  return doc.font('regular');
}

/**
 * pdfkit writes the whole document into its stream's buffer during end(), so it is read back
 * synchronously: a PDF can be made inside a store transaction or a demo seed.
 */
function collect(doc: PDFKit.PDFDocument): Uint8Array {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

function heading(doc: PDFKit.PDFDocument, from: string, date: string): void {
  doc.font('bold').fontSize(16).text(from);
  doc.font('regular').fontSize(10).fillColor('#555555').text(date).fillColor('#000000').moveDown(1.5);
}

export function renderLetterPdf(letter: LetterPdf): Uint8Array {
  const doc = newDocument(letter.subject, letter.createdAt);
  heading(doc, letter.from, letter.date);
  doc.fontSize(11);
  for (const line of letter.to) doc.text(line);
  doc.moveDown(1.5).font('bold').text(letter.subject).font('regular').moveDown();
  for (const paragraph of letter.body.split(/\n\s*\n/)) doc.text(paragraph.trim(), { align: 'left' }).moveDown(0.8);
  return collect(doc);
}

export function renderSnapshotPdf(snapshot: SnapshotPdf): Uint8Array {
  const doc = newDocument(snapshot.title, snapshot.createdAt);
  heading(doc, snapshot.from, snapshot.date);
  doc.font('bold').fontSize(14).text(snapshot.title).moveDown();
  doc.fontSize(11);
  for (const [label, value] of snapshot.fields) doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value === '' ? '—' : value);
  for (const block of snapshot.blocks) {
    doc.moveDown().font('bold').fontSize(13).text(block.heading).fontSize(11).moveDown(0.4);
    for (const entry of block.entries) {
      doc.font('bold').text(entry.title);
      if (entry.text !== '') doc.font('regular').text(entry.text);
      doc.moveDown(0.5);
    }
  }
  return collect(doc);
}
