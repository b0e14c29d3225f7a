// Reads back the PDFs pdfkit writes, for the manual's tests: each page's lines of text from top
// to bottom, its links and the outline. It knows pdfkit's output only (plain object dictionaries,
// Flate-compressed content streams, text as WinAnsi hex strings), which is all these tests need:
// no PDF reader ships in node_modules, and adding one would change the shared node_modules.
import { inflateSync } from 'node:zlib';

export type PdfLine = { text: string; y: number };
/** A link on a page: the page it opens (1-based) and the band of the page it covers (PDF units, from the bottom). */
export type PdfLink = { page: number; bottom: number; top: number };
export type PdfPage = { lines: PdfLine[]; links: PdfLink[] };
export type PdfOutlineItem = { title: string; page: number; children: PdfOutlineItem[] };
export type PdfReading = { pages: PdfPage[]; outline: PdfOutlineItem[] };

const winAnsi = new TextDecoder('windows-1252');

export function readPdf(pdf: Buffer): PdfReading {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dictionary: string; stream: Buffer | null }>();
  for (const match of source.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const body = source.slice(start, source.indexOf('\nendobj', start));
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)![1]);
    const bytes = Buffer.from(body.slice(streamAt + 8, streamAt + 8 + length), 'latin1');
    objects.set(Number(match[1]), { dictionary, stream: /\/FlateDecode/.test(dictionary) ? inflateSync(bytes) : bytes });
  }
  const object = (id: number) => objects.get(id)!.dictionary;
  const reference = (dictionary: string, key: string) => {
    const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary);
    return match ? Number(match[1]) : null;
  };
  const catalog = [...objects.values()].find(({ dictionary }) => /\/Type \/Catalog/.test(dictionary))!.dictionary;
  const pageIds = [.../\/Kids \[([^\]]*)\]/.exec(object(reference(catalog, 'Pages')!))![1].matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));
  const pageNumber = new Map(pageIds.map((id, index) => [id, index + 1]));

  const pages = pageIds.map((id) => {
    const dictionary = object(id);
    const content = objects.get(reference(dictionary, 'Contents')!)!.stream!.toString('latin1');
    const annotations = /\/Annots \[([^\]]*)\]/.exec(dictionary)?.[1] ?? '';
    const links = [...annotations.matchAll(/(\d+) 0 R/g)].flatMap((match) => {
      const annotation = object(Number(match[1]));
      const target = /\/Dest \[(\d+) 0 R/.exec(annotation);
      const rect = /\/Rect \[([^\]]*)\]/.exec(annotation)![1].trim().split(/\s+/).map(Number);
      return target ? [{ page: pageNumber.get(Number(target[1]))!, bottom: Math.min(rect[1], rect[3]), top: Math.max(rect[1], rect[3]) }] : [];
    });
    return { lines: textLines(content), links };
  });

  const outlineItems = (first: number | null): PdfOutlineItem[] => {
    const items: PdfOutlineItem[] = [];
    for (let id = first; id !== null; id = reference(object(id), 'Next')) {
      const dictionary = object(id);
      const destination = /\/Dest \[(\d+) 0 R/.exec(dictionary);
      items.push({
        title: pdfString(/\/Title (\((?:\\.|[^\\)])*\))/.exec(dictionary)![1]),
        page: destination ? pageNumber.get(Number(destination[1]))! : 0,
        children: outlineItems(reference(dictionary, 'First')),
      });
    }
    return items;
  };
  const outlines = reference(catalog, 'Outlines');
  return { pages, outline: outlines === null ? [] : outlineItems(reference(object(outlines), 'First')) };
}

/** The text a content stream shows, as lines from the top of the page down (pieces on one baseline joined by spaces). */
function textLines(content: string): PdfLine[] {
  const pieces: Array<{ x: number; y: number; text: string }> = [];
  let x = 0;
  let y = 0;
  for (const match of content.matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\[([^\]]*)\] TJ/g)) {
    if (match[3] === undefined) {
      x = Number(match[1]);
      y = Number(match[2]);
      continue;
    }
    const bytes = [...match[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex'));
    pieces.push({ x, y, text: winAnsi.decode(Buffer.concat(bytes)) });
  }
  pieces.sort((a, b) => b.y - a.y);
  const lines: Array<{ y: number; pieces: typeof pieces }> = [];
  for (const piece of pieces) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - piece.y) < 1.5) line.pieces.push(piece);
    else lines.push({ y: piece.y, pieces: [piece] });
  }
  return lines.map(({ y, pieces: onLine }) => ({
    y,
    text: onLine
      .sort((a, b) => a.x - b.x)
      .map((piece) => piece.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

/** A PDF literal string: backslash escapes, and UTF-16BE when it opens with a byte order mark. */
function pdfString(literal: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = literal
    .slice(1, -1)
    .replace(/\\([0-7]{1,3}|.)/g, (_, escaped: string) => (/^[0-7]/.test(escaped) ? String.fromCharCode(Number.parseInt(escaped, 8)) : (escapes[escaped] ?? escaped)));
  if (bytes.startsWith('\u00fe\u00ff')) return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
  return bytes;
}
