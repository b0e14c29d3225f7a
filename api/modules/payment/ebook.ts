// The Opinion DNA Manual: every report text the project has written, one section per report
// element and level band, typeset as a PDF with pdfkit (its built-in Helvetica, so no font files).
import PDFDocument from 'pdfkit';
import { EBOOK_TITLE } from '../../domain/payments.ts';
import { REPORT_DEFINITIONS, type ReportName } from '../../domain/report-definitions.ts';

export type ManualText = { report: ReportName; element: string; band: string; html: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", mdash: '—', ndash: '–', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

/** The report texts are HTML this project writes (paragraphs, lists, emphasis): their words, as paragraphs. */
export function htmlToParagraphs(html: string): string[] {
  const text = html
    .replace(/<\s*(br)\s*\/?>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '\n• ')
    .replace(/<\s*\/\s*(p|div|h[1-6]|ul|ol|li|blockquote)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+/g, ' ').replace(/ *\n */g, '\n').trim())
    .filter(Boolean);
}

export function renderManualPdf(texts: readonly ManualText[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: EBOOK_TITLE, Author: 'Opinio' } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);

    document.moveDown(8).font('Helvetica-Bold').fontSize(30).text(EBOOK_TITLE, { align: 'center' });
    document.moveDown().font('Helvetica').fontSize(14).text('What every element of your Opinion DNA and your reports says, at every level.', { align: 'center' });
    document.moveDown(2).fontSize(11).text('Opinio', { align: 'center' });
    if (texts.length === 0) {
      document.addPage().fontSize(12).text('The report texts are being written: this manual fills up as they are.');
    }

    let report: ReportName | null = null;
    let element: string | null = null;
    for (const text of texts) {
      if (text.report !== report) {
        report = text.report;
        element = null;
        document.addPage().font('Helvetica-Bold').fontSize(22).text(REPORT_DEFINITIONS[report].title);
        document.moveDown(0.5);
      }
      if (text.element !== element) {
        element = text.element;
        document.moveDown(0.8).font('Helvetica-Bold').fontSize(15).text(element);
      }
      document.moveDown(0.4).font('Helvetica-Bold').fontSize(11).text(text.band);
      for (const paragraph of htmlToParagraphs(text.html)) {
        document.moveDown(0.3).font('Helvetica').fontSize(10.5).text(paragraph, { align: 'left' });
      }
    }
    document.end();
  });
}
