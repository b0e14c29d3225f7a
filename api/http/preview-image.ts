// Draws the link-preview pictures (docs/product.md#link-previews): an opinion's title with its
// agree / neutral / disagree split, and the site's own picture for every other page. Shapes are
// SVG; text is laid out by Pango with the DejaVu fonts shipped in node_modules (sharp's `text`
// input with `fontfile`), so the picture is the same on every machine, with or without system
// fonts. Pure CPU work: the caller decides how often it may run (api/http/opinion-preview-route.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { PREVIEW_IMAGE_SIZE, type PreviewFigures } from '../domain/opinion-preview.ts';

const fontDirectory = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = {
  bold: { name: 'DejaVu Sans Bold', file: join(fontDirectory, 'DejaVuSans-Bold.ttf') },
  regular: { name: 'DejaVu Sans', file: join(fontDirectory, 'DejaVuSans.ttf') },
} as const;

// The web client's design tokens (client/ui/tokens.css): the picture looks like the page.
const COLORS = {
  background: '#ffffff',
  text: '#1b1e24',
  muted: '#545b68',
  primary: '#1f4fd1',
  agree: '#1b4f9c',
  neutral: '#9aa0ab',
  neutralText: '#545b68',
  disagree: '#8e2f12',
  empty: '#eef0f4',
} as const;

const { width: WIDTH, height: HEIGHT } = PREVIEW_IMAGE_SIZE;
const MARGIN = 72;
const CONTENT_WIDTH = WIDTH - 2 * MARGIN;

/** The title's box, between the site name and the split; the title is centred in it. */
const TITLE_BOX = { top: 142, height: 270 } as const;
/** Tried largest first; the smallest one cuts a title that still does not fit, with an ellipsis. */
const TITLE_SIZES = [64, 56, 48, 44] as const;

type TextLayer = { input: Buffer; raw: { width: number; height: number; channels: 4 }; width: number; height: number };

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `text` drawn in one colour; wrapped at words within `width` when given. */
async function textLayer(text: string, options: { font: keyof typeof FONTS; size: number; color: string; width?: number; lineSpacing?: number }): Promise<TextLayer> {
  const font = FONTS[options.font];
  const { data, info } = await sharp({
    text: {
      // Control characters would only draw boxes; a title is one line anyway.
      text: `<span foreground="${options.color}">${escapeMarkup(text.replace(/\p{Cc}+/gu, ' '))}</span>`,
      font: `${font.name} ${options.size}`,
      fontfile: font.file,
      rgba: true,
      // At 72 dpi a point is a pixel: sizes here are pixels.
      dpi: 72,
      ...(options.width ? { width: options.width, wrap: 'word-char' as const } : {}),
      ...(options.lineSpacing ? { spacing: options.lineSpacing } : {}),
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 }, width: info.width, height: info.height };
}

const at = (layer: TextLayer, left: number, top: number): OverlayOptions => ({ input: layer.input, raw: layer.raw, left: Math.round(left), top: Math.round(top) });

/**
 * The title at the largest size that fits its box; at the smallest, cut to the longest start
 * that fits with "…" (at a word when one ends near the cut). Each try is a layout by Pango,
 * which alone knows how wide the words are.
 */
async function titleLayer(title: string, maxHeight: number): Promise<TextLayer> {
  const draw = (text: string, size: number) => textLayer(text, { font: 'bold', size, color: COLORS.text, width: CONTENT_WIDTH, lineSpacing: Math.round(size * 0.18) });
  for (const size of TITLE_SIZES) {
    const layer = await draw(title, size);
    if (layer.height <= maxHeight) return layer;
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1];
  const cut = (length: number) => `${title.slice(0, length).trimEnd()}…`;
  // The longest start that fits: binary search over its length (longer never fits better).
  let fits = 0;
  let tooLong = title.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if ((await draw(cut(middle), size)).height <= maxHeight) fits = middle;
    else tooLong = middle;
  }
  const lastSpace = title.slice(0, fits + 1).lastIndexOf(' ');
  return draw(cut(lastSpace > fits * 0.7 ? lastSpace : fits), size);
}

/** The site's mark (the favicon's ring) and name, top left. */
async function brand(size: number, left: number, top: number): Promise<{ svg: string; layers: OverlayOptions[]; bottom: number }> {
  const name = await textLayer('Opinio', { font: 'bold', size: Math.round(size * 0.72), color: COLORS.primary });
  const radius = size / 2;
  const svg = `<rect x="${left}" y="${top}" width="${size}" height="${size}" rx="${size / 4}" fill="${COLORS.primary}"/>
    <circle cx="${left + radius}" cy="${top + radius}" r="${radius / 2}" fill="none" stroke="#ffffff" stroke-width="${size / 8}"/>`;
  return { svg, layers: [at(name, left + size + size * 0.3, top + (size - name.height) / 2)], bottom: top + size };
}

async function compose(svgShapes: string, layers: OverlayOptions[]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${svgShapes}</svg>`;
  return sharp(Buffer.from(svg)).composite(layers).png({ compressionLevel: 9, palette: false }).toBuffer();
}

/** The three shares as one bar, each part in its colour, with a rounded outline. */
function splitBar(figures: Extract<PreviewFigures, { kind: 'votes' }>, top: number, height: number): string {
  let left = MARGIN;
  const parts = [
    [figures.agree, COLORS.agree],
    [figures.neutral, COLORS.neutral],
    [figures.disagree, COLORS.disagree],
  ] as const;
  const rects = parts
    .filter(([share]) => share > 0)
    .map(([share, color]) => {
      const width = (CONTENT_WIDTH * share) / 100;
      const rect = `<rect x="${left.toFixed(2)}" y="${top}" width="${width.toFixed(2)}" height="${height}" fill="${color}"/>`;
      left += width;
      return rect;
    });
  return `<clipPath id="bar"><rect x="${MARGIN}" y="${top}" width="${CONTENT_WIDTH}" height="${height}" rx="${height / 2}"/></clipPath>
    <g clip-path="url(#bar)">${rects.join('')}</g>`;
}

/** An opinion's picture: 1200 x 630 PNG. `host` is the site's address as readers know it. */
export async function renderOpinionPreview(title: string, figures: PreviewFigures, host: string): Promise<Buffer> {
  const header = await brand(56, MARGIN, 56);
  const hostLayer = await textLayer(host, { font: 'regular', size: 26, color: COLORS.muted });
  const shapes = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLORS.background}"/>`, header.svg];
  const layers: OverlayOptions[] = [...header.layers, at(hostLayer, WIDTH - MARGIN - hostLayer.width, 56 + (56 - hostLayer.height) / 2)];

  if (figures.kind === 'deleted') {
    // As on the page: "Deleted" above the title, no vote bar.
    const badge = await textLayer('Deleted', { font: 'bold', size: 26, color: '#ffffff' });
    const badgeHeight = badge.height + 14;
    const gap = 20;
    const titleText = await titleLayer(title, TITLE_BOX.height - badgeHeight - gap);
    const top = TITLE_BOX.top + (TITLE_BOX.height - badgeHeight - gap - titleText.height) / 2;
    shapes.push(`<rect x="${MARGIN}" y="${Math.round(top)}" width="${badge.width + 32}" height="${badgeHeight}" rx="8" fill="${COLORS.disagree}"/>`);
    layers.push(at(badge, MARGIN + 16, top + 7), at(titleText, MARGIN, top + badgeHeight + gap));
  } else {
    const titleText = await titleLayer(title, TITLE_BOX.height);
    layers.push(at(titleText, MARGIN, TITLE_BOX.top + (TITLE_BOX.height - titleText.height) / 2));
  }

  const barTop = 500;
  const barHeight = 36;
  const footerTop = barTop + barHeight + 22;
  if (figures.kind === 'votes') {
    const labels = await Promise.all([
      textLayer(`${figures.agree}% agree`, { font: 'bold', size: 34, color: COLORS.agree }),
      textLayer(`${figures.neutral}% neutral`, { font: 'bold', size: 34, color: COLORS.neutralText }),
      textLayer(`${figures.disagree}% disagree`, { font: 'bold', size: 34, color: COLORS.disagree }),
    ]);
    const labelTop = barTop - 14 - Math.max(...labels.map((label) => label.height));
    const [agree, neutral, disagree] = labels;
    layers.push(at(agree, MARGIN, labelTop), at(neutral, (WIDTH - neutral.width) / 2, labelTop), at(disagree, WIDTH - MARGIN - disagree.width, labelTop));
    shapes.push(splitBar(figures, barTop, barHeight));
    layers.push(at(await textLayer(figures.votes, { font: 'regular', size: 28, color: COLORS.muted }), MARGIN, footerTop));
  } else if (figures.kind === 'noVotes') {
    shapes.push(`<rect x="${MARGIN}" y="${barTop}" width="${CONTENT_WIDTH}" height="${barHeight}" rx="${barHeight / 2}" fill="${COLORS.empty}"/>`);
    layers.push(at(await textLayer('No votes yet: be the first to vote', { font: 'regular', size: 28, color: COLORS.muted }), MARGIN, footerTop));
  } else {
    layers.push(at(await textLayer('Deleted by a moderator: no longer open for votes', { font: 'regular', size: 28, color: COLORS.muted }), MARGIN, footerTop));
    return compose(shapes.join('\n'), layers);
  }
  const call = await textLayer('Agree or disagree? Vote on Opinio', { font: 'bold', size: 28, color: COLORS.primary });
  layers.push(at(call, WIDTH - MARGIN - call.width, footerTop));
  return compose(shapes.join('\n'), layers);
}

/** The picture of every page that has none of its own: the site's name and what it is for. */
export async function renderSitePreview(host: string): Promise<Buffer> {
  const header = await brand(120, MARGIN, 150);
  const tagline = await textLayer('Vote on opinions, see how people think, and discover your Opinion DNA.', {
    font: 'bold',
    size: 48,
    color: COLORS.text,
    width: CONTENT_WIDTH,
    lineSpacing: 8,
  });
  const hostLayer = await textLayer(host, { font: 'regular', size: 28, color: COLORS.muted });
  const stripe = ['agree', 'neutral', 'disagree'] as const;
  const stripeShapes = stripe.map((name, index) => `<rect x="${(WIDTH / 3) * index}" y="${HEIGHT - 24}" width="${WIDTH / 3 + 1}" height="24" fill="${COLORS[name]}"/>`);
  return compose([`<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLORS.background}"/>`, header.svg, ...stripeShapes].join('\n'), [
    ...header.layers,
    at(tagline, MARGIN, header.bottom + 48),
    at(hostLayer, MARGIN, HEIGHT - 24 - 40 - hostLayer.height),
  ]);
}
