// The visual system of client/ui/README.md, checked against client/ui/tokens.css itself: no
// colour written anywhere else in the client's stylesheets, text and vote colours readable
// (WCAG contrast), the five vote colours apart for readers with a colour-vision deficiency, and
// the copies kept by pictures drawn outside the page equal to the tokens.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const tokensFile = join(root, 'client/ui/tokens.css');
const tokens = new Map([...readFileSync(tokensFile, 'utf8').matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
const token = (name: string) => {
  const value = tokens.get(name);
  if (!value) throw new Error(`${name} is not in client/ui/tokens.css`);
  return value;
};
const votes = [1, 2, 3, 4, 5].map((rating) => token(`--color-vote-${rating}`));

type Rgb = [number, number, number];
const channels = (hex: string): Rgb => {
  expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as Rgb;
};
const linear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
/** WCAG 2 contrast ratio of two sRGB colours. */
function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(channels(first).map(linear) as Rgb), luminance(channels(second).map(linear) as Rgb)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Machado, Oliveira and Fernandes (2009), severity 1, on linear RGB. */
const deficiencies: Record<string, number[][] | null> = {
  'normal vision': null,
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** CIELAB (D65) of a colour as a reader with `matrix`'s deficiency sees it. */
function labAsSeen(hex: string, matrix: number[][] | null): Rgb {
  const rgb = channels(hex).map(linear);
  const seen = matrix ? matrix.map((row) => Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]))) : rgb;
  const [r, g, b] = seen;
  const xyz = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const [fx, fy, fz] = xyz.map(f);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

function stylesheets(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : stylesheets(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('the visual system (client/ui/README.md)', () => {
  it('writes colours only in tokens.css', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
    const offenders = stylesheets(join(root, 'client'))
      .filter((file) => file !== tokensFile)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => literal.test(line.replace(/\/\*.*?\*\//g, '')))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('text reads at 4.5:1 on every surface, and control borders at 3:1', () => {
    for (const text of ['--color-text', '--color-text-muted', '--color-link', '--color-danger', '--color-primary']) {
      for (const surface of ['--color-surface', '--color-background', '--color-surface-muted']) {
        expect(contrast(token(text), token(surface)), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(token('--color-border-strong'), token('--color-surface'))).toBeGreaterThanOrEqual(3);
  });

  it('white text reads at 4.5:1 on each vote colour and each kind badge', () => {
    const filled = [...votes, ...[...tokens.keys()].filter((name) => name.startsWith('--color-kind-')).map(token)];
    expect(filled.length).toBeGreaterThan(5);
    for (const colour of filled) expect(contrast(token('--color-on-primary'), colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the five vote colours apart with normal vision and with protanopia, deuteranopia and tritanopia', () => {
    for (const [deficiency, matrix] of Object.entries(deficiencies)) {
      const seen = votes.map((colour) => labAsSeen(colour, matrix));
      for (let first = 0; first < 5; first += 1) {
        for (let second = first + 1; second < 5; second += 1) {
          // The two shades of one side (1-2, 4-5) differ in intensity, which their order also
          // tells; sides against each other or against Neutral must never be confused.
          const sameSide = (first === 0 && second === 1) || (first === 3 && second === 4);
          expect(distance(seen[first], seen[second]), `votes ${first + 1} and ${second + 1}, ${deficiency}`).toBeGreaterThanOrEqual(sameSide ? 12 : 20);
        }
      }
    }
  });

  it('pictures drawn outside the page use the same vote colours', () => {
    const preview = readFileSync(join(root, 'api/http/preview-image.ts'), 'utf8');
    expect(/agree: '(#[0-9a-f]{6})'/i.exec(preview)?.[1]).toBe(votes[0]);
    expect(/disagree: '(#[0-9a-f]{6})'/i.exec(preview)?.[1]).toBe(votes[4]);
    const reportPicture = readFileSync(join(root, 'client/pages/detailedOpinionReport/report-png.ts'), 'utf8');
    const fallbacks = /votes: \[([^\]]+)\]/.exec(reportPicture)?.[1].match(/#[0-9a-f]{6}/gi);
    expect(fallbacks).toEqual(votes);
  });
});
