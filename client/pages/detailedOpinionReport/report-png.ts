// "Download PNG": the report's chart drawn on a canvas (no charting library: the picture is a few
// rectangles and lines of text, and the page's own colours come from the design tokens).
import { voteLabels } from '../../lib/vote-labels.ts';
import { formatCount } from '../../lib/formatting.ts';
import { agreeText, isShown, reportSections, suppressedText, type ReportFigures } from './report-rows.ts';

export type PngHeading = {
  /** The opinion's title. */
  title: string;
  /** "Filters: ..." or "Filters: none". */
  filters: string;
  /** The privacy note and when the votes were counted. */
  note: string;
  /** The report's address, printed at the foot. */
  address: string;
};

const WIDTH = 1200;
const SCALE = 2;
const PAD = 40;
const ROW = 34;
const BAR_HEIGHT = 22;
const SECTION_GAP = 18;
const LABEL_WIDTH = 280;
const VOTERS_WIDTH = 110;
const AGREE_WIDTH = 190;
const BAR_X = PAD + LABEL_WIDTH + VOTERS_WIDTH + 16;
const BAR_WIDTH = WIDTH - BAR_X - AGREE_WIDTH - PAD;
/** Below this share a segment has no room for its figure. */
const MIN_LABELLED_PERCENT = 5;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

type Palette = { text: string; muted: string; border: string; surfaceMuted: string; background: string; onVote: string; votes: string[] };

function palette(): Palette {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: token('--color-text', '#1b1e24'),
    muted: token('--color-text-muted', '#545b68'),
    border: token('--color-border', '#d5d9e0'),
    surfaceMuted: token('--color-surface-muted', '#eef0f4'),
    background: token('--color-surface', '#ffffff'),
    onVote: token('--color-on-primary', '#ffffff'),
    votes: ['#1b4f9c', '#3b6fc4', '#646a77', '#b05a00', '#8e2f12'].map((fallback, index) => token(`--color-vote-${index + 1}`, fallback)),
  };
}

function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && context.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function fit(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

type Line = { text: string; font: string; colour: keyof Pick<Palette, 'text' | 'muted'>; height: number };

/** The report as a PNG: heading, filters, legend, then every section's rows with their bars. */
export function reportPng(report: ReportFigures, filtered: boolean, heading: PngHeading): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the picture.'));
  const colours = palette();
  const textWidth = WIDTH - 2 * PAD;
  const headLines: Line[] = [];
  const add = (text: string, font: string, colour: Line['colour'], height: number) => {
    context.font = font;
    for (const line of wrap(context, text, textWidth)) headLines.push({ text: line, font, colour, height });
  };
  add('Detailed Opinion Report', `bold 28px ${FONT}`, 'text', 38);
  add(heading.title, `20px ${FONT}`, 'text', 28);
  add(heading.filters, `15px ${FONT}`, 'muted', 22);
  add(heading.note, `13px ${FONT}`, 'muted', 19);
  const sections = reportSections(report, filtered);
  const rowsHeight = sections.reduce((total, section) => total + 30 + section.rows.length * ROW + SECTION_GAP, 0);
  const height = PAD + headLines.reduce((total, line) => total + line.height, 0) + 12 + 30 + rowsHeight + 30 + PAD;

  canvas.width = WIDTH * SCALE;
  canvas.height = height * SCALE;
  context.scale(SCALE, SCALE);
  context.fillStyle = colours.background;
  context.fillRect(0, 0, WIDTH, height);
  context.textBaseline = 'middle';

  let y = PAD;
  for (const line of headLines) {
    context.font = line.font;
    context.fillStyle = colours[line.colour];
    context.fillText(line.text, PAD, y + line.height / 2);
    y += line.height;
  }
  y += 12;

  // The legend.
  context.font = `14px ${FONT}`;
  let x = PAD;
  voteLabels.forEach((label, index) => {
    context.fillStyle = colours.votes[index]!;
    context.fillRect(x, y + 7, 14, 14);
    context.fillStyle = colours.text;
    context.fillText(label, x + 20, y + 14);
    x += 20 + context.measureText(label).width + 24;
  });
  y += 30;

  const suppressed = suppressedText(report.privacyK);
  for (const section of sections) {
    context.font = `bold 17px ${FONT}`;
    context.fillStyle = colours.text;
    context.fillText(section.label, PAD, y + 15);
    y += 30;
    for (const row of section.rows) {
      const middle = y + ROW / 2;
      context.font = `14px ${FONT}`;
      context.fillStyle = colours.text;
      context.textAlign = 'left';
      context.fillText(fit(context, row.label, LABEL_WIDTH - 12), PAD, middle);
      context.textAlign = 'right';
      context.fillStyle = colours.muted;
      context.fillText(isShown(row) ? `${formatCount(row.voters)} voters` : suppressed, PAD + LABEL_WIDTH + VOTERS_WIDTH, middle);
      context.textAlign = 'left';
      const barY = middle - BAR_HEIGHT / 2;
      if (isShown(row)) {
        let segmentX = BAR_X;
        row.percentages.forEach((value, index) => {
          if (value <= 0) return;
          const width = (BAR_WIDTH * value) / 100;
          context.fillStyle = colours.votes[index]!;
          context.fillRect(segmentX, barY, width, BAR_HEIGHT);
          if (value >= MIN_LABELLED_PERCENT) {
            context.font = `bold 12px ${FONT}`;
            context.fillStyle = colours.onVote;
            context.textAlign = 'center';
            context.fillText(`${value}%`, segmentX + width / 2, middle);
            context.textAlign = 'left';
          }
          segmentX += width;
        });
        if (row.agree) {
          context.font = `13px ${FONT}`;
          context.fillStyle = colours.text;
          context.fillText(agreeText(row.agree), BAR_X + BAR_WIDTH + 14, middle);
        }
      } else {
        context.fillStyle = colours.surfaceMuted;
        context.fillRect(BAR_X, barY, BAR_WIDTH, BAR_HEIGHT);
        context.strokeStyle = colours.border;
        context.strokeRect(BAR_X + 0.5, barY + 0.5, BAR_WIDTH - 1, BAR_HEIGHT - 1);
        context.font = `12px ${FONT}`;
        context.fillStyle = colours.muted;
        context.fillText(suppressed, BAR_X + 10, middle);
      }
      y += ROW;
    }
    y += SECTION_GAP;
  }

  context.font = `12px ${FONT}`;
  context.fillStyle = colours.muted;
  context.fillText(`Opinio · ${heading.address}`, PAD, y + 15);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))), 'image/png'),
  );
}
