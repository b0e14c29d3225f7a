// The Opinion DNA Manual: every report text the project has written, typeset as a book with pdfkit
// (its built-in Helvetica, so no font files). One pass lays the book out with its pages kept in
// memory (bufferPages); the page numbers that the contents and the report openings quote, the
// running header and the footer are written onto those pages once the last page is known, which
// costs a fraction of a second pass.
import PDFDocument from 'pdfkit';
import { EBOOK_TITLE } from '../../domain/payments.ts';
import {
  LEVEL_BAND_UPPER_BOUNDS,
  LEVEL_BANDS,
  OPINION_DNA_SECTIONS,
  REPORT_DEFINITIONS,
  REPORT_NAMES,
  elementPoles,
  type LevelBand,
  type ReportName,
} from '../../domain/report-definitions.ts';

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

// ───────────── The book's content ─────────────

export type ManualElement = {
  name: string;
  /** Paragraphs every band opens with (what the element measures): printed once, under the name. */
  lead: string[];
  bands: Array<{ band: string; paragraphs: string[] }>;
};
export type ManualReport = { name: ReportName; elements: ManualElement[] };

/**
 * The texts grouped by report and element, in the order they come. Each band's text is written to
 * be read alone on the report page, so it repeats what the element measures; side by side in a
 * book that reads five times over, so the paragraphs all bands open with become the element's lead.
 */
export function manualContents(texts: readonly ManualText[]): ManualReport[] {
  const reports = new Map<ReportName, Map<string, Array<{ band: string; paragraphs: string[] }>>>();
  for (const text of texts) {
    const elements = reports.get(text.report) ?? new Map<string, Array<{ band: string; paragraphs: string[] }>>();
    reports.set(text.report, elements);
    const bands = elements.get(text.element) ?? [];
    elements.set(text.element, bands);
    bands.push({ band: text.band, paragraphs: htmlToParagraphs(text.html) });
  }
  return [...reports].map(([name, elements]) => ({
    name,
    elements: [...elements].map(([element, bands]) => {
      const shared = sharedLeadLength(bands.map((band) => band.paragraphs));
      return {
        name: element,
        lead: bands[0].paragraphs.slice(0, shared),
        bands: bands.map((band) => ({ band: band.band, paragraphs: band.paragraphs.slice(shared) })),
      };
    }),
  }));
}

/** How many opening paragraphs all bands share, leaving each band at least one of its own. */
function sharedLeadLength(bands: ReadonlyArray<readonly string[]>): number {
  if (bands.length < 2) return 0;
  const limit = Math.min(...bands.map((paragraphs) => paragraphs.length)) - 1;
  let shared = 0;
  while (shared < limit && bands.every((paragraphs) => paragraphs[shared] === bands[0][shared])) shared += 1;
  return shared;
}

/** "0-20" for VERY LOW, from the band bounds of docs/product.md#scoring; null for a band it does not know. */
function bandRange(band: string): string | null {
  const index = (LEVEL_BANDS as readonly string[]).indexOf(band);
  if (index === -1) return null;
  const low = index === 0 ? 0 : LEVEL_BAND_UPPER_BOUNDS[LEVEL_BANDS[index - 1]] + 1;
  return `${low}-${LEVEL_BAND_UPPER_BOUNDS[band as LevelBand]}`;
}

/** The Opinion DNA's three sections (docs/product.md#opinion-dna-elements); other reports have none. */
function sectionOf(report: ReportName, element: string): string | null {
  if (report !== 'opiniondna') return null;
  const index = REPORT_DEFINITIONS.opiniondna.elements.indexOf(element);
  return OPINION_DNA_SECTIONS.find((section) => index >= section.start && index < section.end)?.title ?? null;
}

/** What a report's opening page says about it: its shape and what its profile adds, in docs/product.md#scoring's words. */
function reportDescription(report: ReportName, elementCount: number): string[] {
  const definition = REPORT_DEFINITIONS[report];
  const lines = [
    elementCount === 1
      ? 'This report scores one element from 0 to 100. Its page gives the text for each level band, from VERY LOW to VERY HIGH.'
      : `This report scores ${elementCount} elements from 0 to 100. Each has a page of its own with the text for each level band, from VERY LOW to VERY HIGH.`,
  ];
  if (report === 'opiniondna') {
    const sections = OPINION_DNA_SECTIONS.map((section) => `${section.title} (${section.end - section.start})`);
    lines.push(`Its elements fall into three sections: ${sections.slice(0, -1).join(', ')} and ${sections.at(-1)}.`);
  }
  if (definition.hasTotal) lines.push('Its profile also shows a total: the rounded mean of the element scores.');
  if (report === 'climate') lines.push('The total gives a class: up to 25 SKEPTIC, up to 50 PASSIVIST, up to 80 BELIEVER, above 80 ACTIVIST.');
  if (report === 'sixteen') {
    lines.push(
      'Your type code takes one letter per element, in this order: a score below 50 gives the first letter (E, S, T, J), above 50 the second (I, N, F, P), exactly 50 gives X; for example INTX.',
    );
  }
  return lines;
}

// ───────────── Typesetting ─────────────

const PAGE = { width: 595.28, height: 841.89, top: 78, bottom: 72, side: 64 };
const WIDTH = PAGE.width - 2 * PAGE.side;
const RIGHT = PAGE.width - PAGE.side;
const INK = '#1d2433';
const MUTED = '#5d6678';
const BRAND = '#1f4fd1';
const RULE = '#c9d0dc';
/** One shade of the brand colour per band, light to dark, so a band is recognisable at a glance. */
const BAND_SHADES = ['#b9cbf4', '#8aa8ec', '#5d86e2', '#3866d9', '#1f4fd1'];
const INTRO_TITLE = 'How to read this manual';
const INDEX_TITLE = 'Index of elements';

type Document = PDFKit.PDFDocument;
type Font = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';
/** A line whose page number is written once the pages are laid out. */
type PageReference = { page: number; y: number; titleEnd: number; target: string; font: Font; size: number };

class Book {
  readonly document: Document;
  /** The running header of each page, by page index (the cover has none). */
  readonly headers: string[] = [];
  readonly references: PageReference[] = [];
  /** The page index each link and page number points at. */
  readonly targets = new Map<string, number>();
  header = '';

  constructor() {
    this.document = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.side, right: PAGE.side },
      bufferPages: true,
      autoFirstPage: false,
      displayTitle: true,
      info: { Title: EBOOK_TITLE, Author: 'Opinio', Subject: 'Every report text of Opinio at every level band' },
    });
    // pdfkit also adds pages by itself when a paragraph runs over: those continue the same header.
    this.document.on('pageAdded', () => this.headers.push(this.header));
  }

  get pageIndex(): number {
    return this.headers.length - 1;
  }

  newPage(header: string, target?: string): void {
    this.header = header;
    this.document.addPage();
    if (target) this.mark(target);
  }

  /** Remembers the current page as what `target` points at. */
  mark(target: string): void {
    this.targets.set(target, this.pageIndex);
  }

  /** Starts a new page unless `height` more points fit on this one (no heading alone at a page's foot). */
  keepSpace(height: number): void {
    if (this.document.y + height > PAGE.height - PAGE.bottom) this.newPage(this.header);
  }

  paragraph(text: string, font: Font, size: number, color: string, gap = 0.5): void {
    this.document.font(font).fontSize(size).fillColor(color).text(text, PAGE.side, this.document.y, { width: WIDTH, lineGap: size * 0.28 });
    this.document.moveDown(gap);
  }

  heading(text: string, size: number, color = INK): void {
    this.keepSpace(size * 4);
    this.paragraph(text, 'Helvetica-Bold', size, color, 0.35);
  }

  /** A line of the contents (or of a report's list, or the index) whose page number comes later. */
  entry(title: string, target: string, options: { indent?: number; font?: Font; size?: number; color?: string; note?: string; gapBefore?: number } = {}): void {
    const { indent = 0, font = 'Helvetica', size = 10.5, color = INK, note, gapBefore = 0 } = options;
    const document = this.document;
    const height = size * 1.55;
    document.y += gapBefore;
    this.keepSpace(height);
    const y = document.y;
    const x = PAGE.side + indent;
    document.font(font).fontSize(size).fillColor(color).text(title, x, y, { lineBreak: false });
    let titleEnd = x + document.widthOfString(title);
    if (note) {
      document.font('Helvetica').fontSize(size - 1).fillColor(MUTED).text(`  ${note}`, titleEnd, y + 0.8, { lineBreak: false });
      titleEnd += document.widthOfString(`  ${note}`);
    }
    this.references.push({ page: this.pageIndex, y, titleEnd, target, font, size });
    document.x = PAGE.side;
    document.y = y + height;
  }

  /** A band's name on its shade, with the scores it covers. */
  bandLabel(band: string, size: number): void {
    const document = this.document;
    const index = (LEVEL_BANDS as readonly string[]).indexOf(band);
    const y = document.y;
    document.save().rect(PAGE.side, y, 4, size * 1.25).fill(index === -1 ? RULE : BAND_SHADES[index]).restore();
    document.font('Helvetica-Bold').fontSize(size).fillColor(INK).text(band, PAGE.side + 12, y + 1, { lineBreak: false });
    const range = bandRange(band);
    if (range) {
      const x = PAGE.side + 12 + document.widthOfString(band);
      document.font('Helvetica').fontSize(size - 1.5).fillColor(MUTED).text(`   scores ${range}`, x, y + 2, { lineBreak: false });
    }
    document.x = PAGE.side;
    document.y = y + size * 1.25 + 6;
  }

  rule(gapAfter = 12): void {
    const y = this.document.y;
    this.document.save().moveTo(PAGE.side, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(RULE).stroke().restore();
    this.document.y = y + gapAfter;
  }

  /** The page numbers, dot leaders and links of every entry, now that every page is laid out. */
  fillReferences(): void {
    const document = this.document;
    for (const reference of this.references) {
      const target = this.targets.get(reference.target);
      if (target === undefined) continue;
      const destination = document.switchToPage(target).dictionary;
      document.switchToPage(reference.page);
      const number = String(target + 1);
      document.font(reference.font).fontSize(reference.size);
      const numberX = RIGHT - document.widthOfString(number);
      document.fillColor(INK).text(number, numberX, reference.y, { lineBreak: false });
      const dotsY = reference.y + reference.size * 0.78;
      if (numberX - reference.titleEnd > 16) {
        document
          .save()
          .moveTo(reference.titleEnd + 6, dotsY)
          .lineTo(numberX - 6, dotsY)
          .lineWidth(0.8)
          .lineCap('round')
          .dash(0.01, { space: 3.2 })
          .strokeColor('#9aa3b2')
          .stroke()
          .restore();
      }
      // A link straight to the page: goTo would add a named destination and an action object per
      // link (about 20 kB over the book's 341 links). @types/pdfkit spells Subtype "SubType" and lacks Dest.
      const link = { Subtype: 'Link', Dest: [destination, 'XYZ', null, null, null] };
      document.annotate(PAGE.side, reference.y - 2, WIDTH, reference.size * 1.4, link as PDFKit.Mixins.AnnotationOption);
    }
  }

  /** Running header (the book and where the reader is) and footer (the page number) on every page but the cover. */
  fillHeadersAndFooters(): void {
    const document = this.document;
    for (let index = 1; index < this.headers.length; index++) {
      const page = document.switchToPage(index);
      // Writing in the margins must not make pdfkit start a page of its own.
      const margins = page.margins;
      page.margins = { ...margins, top: 0, bottom: 0 };
      document.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(EBOOK_TITLE, PAGE.side, 40, { lineBreak: false });
      const header = this.headers[index];
      if (header) document.text(header, RIGHT - document.widthOfString(header), 40, { lineBreak: false });
      document.save().moveTo(PAGE.side, 54).lineTo(RIGHT, 54).lineWidth(0.5).strokeColor(RULE).stroke().restore();
      const number = String(index + 1);
      document.fontSize(9).fillColor(INK).text(number, (PAGE.width - document.widthOfString(number)) / 2, PAGE.height - 44, { lineBreak: false });
      page.margins = margins;
    }
  }
}

const reportTarget = (report: ReportName) => `report-${report}`;
const sectionTarget = (report: ReportName, section: string) => `section-${report}-${section}`;
const elementTarget = (report: ReportName, index: number) => `element-${report}-${index}`;

function drawCover(book: Book, reports: readonly ManualReport[]): void {
  const document = book.document;
  book.newPage('');
  document.save().rect(0, 0, PAGE.width, 330).fill(BRAND).restore();
  document.font('Helvetica-Bold').fontSize(34).fillColor('#ffffff').text(EBOOK_TITLE, PAGE.side, 170, { width: WIDTH });
  document
    .font('Helvetica')
    .fontSize(14)
    .fillColor('#ffffff')
    .text('What every element of your Opinion DNA and your reports says, at every level.', PAGE.side, document.y + 12, { width: WIDTH });
  const elements = reports.reduce((sum, report) => sum + report.elements.length, 0);
  document
    .font('Helvetica')
    .fontSize(12)
    .fillColor(INK)
    .text(`${reports.length} reports · ${elements} elements · ${LEVEL_BANDS.length} level bands each, from ${LEVEL_BANDS[0]} to ${LEVEL_BANDS.at(-1)}`, PAGE.side, 380, {
      width: WIDTH,
    });
  document.font('Helvetica-Bold').fontSize(16).fillColor(BRAND).text('Opinio', PAGE.side, PAGE.height - 150, { width: WIDTH });
}

/** What the reports are and how to read a score, in the product's words (docs/product.md#scoring, #quizzes, #report-list). */
function drawIntroduction(book: Book, reports: readonly ManualReport[]): void {
  const document = book.document;
  book.newPage(INTRO_TITLE, 'intro');
  document.outline.addItem(INTRO_TITLE);
  book.paragraph(INTRO_TITLE, 'Helvetica-Bold', 24, BRAND, 0.8);
  const body = (text: string) => book.paragraph(text, 'Helvetica', 10.5, INK, 0.6);
  body(
    'Each Opinio report comes from a quiz: a list of statements you rate from Strongly Agree to Strongly Disagree. ' +
      'Every statement is keyed to one element of its report, and agreeing with it either raises that element or lowers it.',
  );
  body(
    `Your detailed report shows, for each element, your score, its level band and the text written for that band. ` +
      `This manual holds every one of those texts: for ${reports.length === 1 ? 'the report' : `each of the ${reports.length} reports`}, ` +
      'each element at each level, so you can read what the other levels say as well as your own.',
  );
  book.heading('Scores from 0 to 100', 13);
  body(
    'Each statement you answer gives its element 0 to 4 points: 4 for Strongly Agree on a statement that raises the element ' +
      '(or Strongly Disagree on one that lowers it), 0 at the other end. An element’s score is the mean of its points on a scale ' +
      'of 0 to 100: round(100 × mean ÷ 4). An element with no answered statement has no score; your detailed report is ready once you have answered every part of the quiz.',
  );
  book.heading('Level bands', 13);
  body('Each score falls in one of five level bands, and each band has a text of its own:');
  for (const band of LEVEL_BANDS) book.bandLabel(band, 10.5);
  document.moveDown(0.4);
  book.heading('Which end is which', 13);
  body(
    'For elements named “A vs B”, a high score means A; for two names joined by a slash, a high score means the second: ' +
      'Extravert/Introvert, high means Introvert; Left/Right, high means Right; Libertarian/Authoritarian, high means Authoritarian. ' +
      'The page of each such element says so again.',
  );
  const withTotal = REPORT_NAMES.filter((name) => REPORT_DEFINITIONS[name].hasTotal).map((name) => REPORT_DEFINITIONS[name].title);
  book.heading('Totals, classes and types', 13);
  body(
    `${withTotal.slice(0, -1).join(', ')} and ${withTotal.at(-1)} also show a total, the rounded mean of their element scores. ` +
      'Climate’s total gives a class too, and Sixteen Types a four-letter type code: the first page of each report says how.',
  );
  book.heading('Finding your way', 13);
  body(
    'The contents list every report and element with its page, and in a PDF reader each line is a link; the bookmarks jump to any report or element as well. ' +
      'Each report opens with the list of its elements and what each one measures. Each element has a page of its own, its texts in order from VERY LOW to VERY HIGH. ' +
      'The index at the end lists the elements by name and report: some names appear in more than one report.',
  );
}

function drawContents(book: Book, reports: readonly ManualReport[]): void {
  book.newPage('Contents', 'contents');
  book.document.outline.addItem('Contents');
  book.paragraph('Contents', 'Helvetica-Bold', 24, BRAND, 0.8);
  book.entry(INTRO_TITLE, 'intro', { font: 'Helvetica-Bold', size: 11 });
  for (const report of reports) {
    book.entry(REPORT_DEFINITIONS[report.name].title, reportTarget(report.name), { font: 'Helvetica-Bold', size: 11, gapBefore: 7 });
    let section: string | null = null;
    report.elements.forEach((element, index) => {
      const next = sectionOf(report.name, element.name);
      if (next && next !== section) {
        section = next;
        book.entry(section, sectionTarget(report.name, section), { indent: 14, font: 'Helvetica-Oblique', size: 10, color: MUTED, gapBefore: 2 });
      }
      book.entry(element.name, elementTarget(report.name, index), { indent: section ? 28 : 14, size: 10 });
    });
  }
  book.entry(INDEX_TITLE, 'index', { font: 'Helvetica-Bold', size: 11, gapBefore: 7 });
}

function drawReport(book: Book, report: ManualReport, position: number, reportCount: number): void {
  const document = book.document;
  const title = REPORT_DEFINITIONS[report.name].title;
  book.newPage(title, reportTarget(report.name));
  const outline = document.outline.addItem(title);
  book.paragraph(`Report ${position} of ${reportCount}`, 'Helvetica', 10, MUTED, 0.2);
  book.paragraph(title, 'Helvetica-Bold', 28, BRAND, 0.6);
  for (const line of reportDescription(report.name, report.elements.length)) book.paragraph(line, 'Helvetica', 11.5, INK, 0.5);
  document.moveDown(0.6);
  book.rule();
  book.paragraph('In this report', 'Helvetica-Bold', 13, INK, 0.5);
  let section: string | null = null;
  report.elements.forEach((element, index) => {
    const next = sectionOf(report.name, element.name);
    if (next && next !== section) {
      section = next;
      book.entry(section, sectionTarget(report.name, section), { font: 'Helvetica-Bold', size: 11, color: BRAND, gapBefore: 6 });
    }
    book.keepSpace(44);
    book.entry(element.name, elementTarget(report.name, index), { font: 'Helvetica-Bold', size: 10.5, gapBefore: 3 });
    // What the element measures, so the list doubles as the report's summary.
    if (element.lead.length > 0) book.paragraph(element.lead.join(' '), 'Helvetica', 9.5, MUTED, 0.3);
  });

  let sectionOutline: PDFKit.PDFOutline | null = null;
  section = null;
  report.elements.forEach((element, index) => {
    const elementSection = sectionOf(report.name, element.name);
    const header = elementSection ? `${title} · ${elementSection}` : title;
    book.newPage(header, elementTarget(report.name, index));
    if (elementSection && elementSection !== section) {
      section = elementSection;
      book.mark(sectionTarget(report.name, section));
      sectionOutline = outline.addItem(section);
    }
    (sectionOutline ?? outline).addItem(element.name);
    drawElement(book, element, `${header} · element ${index + 1} of ${report.elements.length}`);
  });
}

function drawElement(book: Book, element: ManualElement, where: string): void {
  book.paragraph(where, 'Helvetica', 9.5, MUTED, 0.2);
  book.paragraph(element.name, 'Helvetica-Bold', 24, BRAND, 0.5);
  for (const paragraph of element.lead) book.paragraph(paragraph, 'Helvetica', 12, INK, 0.4);
  const poles = elementPoles(element.name);
  if (poles && poles.high.toLowerCase() !== 'high') {
    book.paragraph(`A high score means ${poles.high}; a low score means ${poles.low}.`, 'Helvetica-Oblique', 11, MUTED, 0.4);
  }
  book.document.moveDown(0.4);
  book.rule(14);
  for (const { band, paragraphs } of element.bands) {
    book.keepSpace(70);
    book.bandLabel(band, 12);
    for (const paragraph of paragraphs) book.paragraph(paragraph, 'Helvetica', 11, INK, 0.45);
    book.document.moveDown(0.5);
  }
}

function drawIndex(book: Book, reports: readonly ManualReport[]): void {
  const document = book.document;
  book.newPage(INDEX_TITLE, 'index');
  document.outline.addItem(INDEX_TITLE);
  book.paragraph(INDEX_TITLE, 'Helvetica-Bold', 24, BRAND, 0.8);
  const entries = reports
    .flatMap((report) => report.elements.map((element, index) => ({ element: element.name, report: report.name, index })))
    .sort((a, b) => a.element.localeCompare(b.element, 'en') || REPORT_NAMES.indexOf(a.report) - REPORT_NAMES.indexOf(b.report));
  let letter = '';
  for (const entry of entries) {
    const initial = entry.element.charAt(0).toUpperCase();
    if (initial !== letter) {
      letter = initial;
      book.keepSpace(40);
      book.paragraph(letter, 'Helvetica-Bold', 12, BRAND, 0.15);
    }
    book.entry(entry.element, elementTarget(entry.report, entry.index), { note: REPORT_DEFINITIONS[entry.report].title, size: 10 });
  }
}

export function renderManualPdf(texts: readonly ManualText[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const book = new Book();
    const document = book.document;
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);

    const reports = manualContents(texts);
    drawCover(book, reports);
    if (reports.length === 0) {
      book.newPage('');
      book.paragraph('The report texts are being written: this manual fills up as they are.', 'Helvetica', 12, INK);
    } else {
      drawIntroduction(book, reports);
      drawContents(book, reports);
      reports.forEach((report, index) => drawReport(book, report, index + 1, reports.length));
      drawIndex(book, reports);
      book.fillReferences();
    }
    book.fillHeadersAndFooters();
    document.end();
  });
}
