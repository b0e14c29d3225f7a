// The payment rules without I/O: Stripe's subscription states onto ours, which states unlock,
// amounts as receipts print them, the return paths a checkout accepts, the configuration, and the
// manual: its text from the report HTML, and the book it makes of the shipped texts, read back
// page by page (tests/support/pdf-reading.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import { formatAmount, formatReceiptDate, sameSitePath, subscriptionStatusFromStripe } from '../../api/domain/payments.ts';
import { isEntitledStatus } from '../../api/domain/viewer.ts';
import { shippedTextsInReportOrder } from '../../api/db/quiz-content-seed.ts';
import { OPINION_DNA_SECTIONS, REPORT_DEFINITIONS, REPORT_NAMES } from '../../api/domain/report-definitions.ts';
import { htmlToParagraphs, manualContents, renderManualPdf, type ManualText } from '../../api/modules/payment/ebook.ts';
import { readPdf, type PdfOutlineItem, type PdfReading } from '../support/pdf-reading.ts';

describe('subscription status', () => {
  it("maps Stripe's statuses onto ours, leaving the undecided ones alone", () => {
    const mapped = Object.fromEntries(
      ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete_expired', 'incomplete', 'paused', 'something_new'].map((status) => [
        status,
        subscriptionStatusFromStripe(status),
      ]),
    );
    expect(mapped).toEqual({
      active: 'ACTIVE', trialing: 'ACTIVE', past_due: 'PAST_DUE', unpaid: 'PAST_DUE', canceled: 'CANCELED', incomplete_expired: 'CANCELED',
      incomplete: null, paused: null, something_new: null,
    });
  });

  it('unlocks for active and past_due only', () => {
    expect((['NONE', 'ACTIVE', 'PAST_DUE', 'CANCELED'] as const).filter((status) => isEntitledStatus(status))).toEqual(['ACTIVE', 'PAST_DUE']);
    expect(isEntitledStatus(undefined)).toBe(false);
  });
});

describe('receipts', () => {
  it('prints amounts in the currency, cents or whole units', () => {
    expect(formatAmount(999, 'usd')).toBe('9.99 USD');
    expect(formatAmount(499, 'eur')).toBe('4.99 EUR');
    expect(formatAmount(1000, 'jpy')).toBe('1000 JPY');
  });

  it('dates in UTC', () => {
    expect(formatReceiptDate(new Date('2026-11-25T23:30:00Z'))).toBe('25 November 2026');
  });
});

describe('return paths', () => {
  const site = 'https://opinio.example';
  it('keeps paths on the site', () => {
    expect(sameSitePath('/app/settings', site)).toBe('/app/settings');
    expect(sameSitePath('/reports/my-opinion-dna?x=1#top', site)).toBe('/reports/my-opinion-dna?x=1#top');
  });

  it('refuses everything that leaves it or is not a path', () => {
    for (const path of ['', 'app/settings', '//evil.example/x', '/\\evil.example', 'https://evil.example/', '/\tx', `/${'a'.repeat(600)}`, 'javascript:alert(1)']) {
      expect(sameSitePath(path, site), JSON.stringify(path)).toBeNull();
    }
  });
});

describe('payment configuration', () => {
  it('is test-payments mode without a secret key, Stripe with one, and parses STRIPE_API_URL', () => {
    expect(loadConfig({}).payments).toMatchObject({ mode: 'TEST', currency: 'usd', ebookUnitAmount: 999, api: null, secretKey: null });
    const stripe = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'http://127.0.0.1:12111', PAYMENTS_CURRENCY: 'EUR', EBOOK_UNIT_AMOUNT: '1299' }).payments;
    expect(stripe).toMatchObject({ mode: 'STRIPE', currency: 'eur', ebookUnitAmount: 1299, api: { host: '127.0.0.1', port: 12111, protocol: 'http' } });
    expect(() => loadConfig({ PAYMENTS_CURRENCY: 'dollars' })).toThrow(/PAYMENTS_CURRENCY/);
    expect(() => loadConfig({ EBOOK_UNIT_AMOUNT: '-5' })).toThrow(/EBOOK_UNIT_AMOUNT/);
  });
});

describe('the manual', () => {
  it('reads the report HTML as paragraphs of plain text', () => {
    expect(htmlToParagraphs('<p>First &amp; <em>foremost</em>.</p><p>Second<br>line</p><ul><li>one</li><li>two</li></ul>')).toEqual([
      'First & foremost.',
      'Second\nline',
      '• one',
      '• two',
    ]);
  });

  it("prints what every band of an element opens with once, as the element's lead", () => {
    const texts: ManualText[] = ['VERY LOW', 'LOW', 'MEDIUM'].map((band) => ({
      report: 'ir',
      element: 'Liberal vs Realist',
      band,
      html: `<p><strong>Liberal vs Realist</strong> measures how you see world politics.</p><p>${band} text.</p>`,
    }));
    texts.push({ report: 'trans', element: 'Trans Inclusive vs Gender Critical', band: 'LOW', html: '<p>Only one.</p>' });
    expect(manualContents(texts)).toEqual([
      {
        name: 'ir',
        elements: [
          {
            name: 'Liberal vs Realist',
            lead: ['Liberal vs Realist measures how you see world politics.'],
            bands: ['VERY LOW', 'LOW', 'MEDIUM'].map((band) => ({ band, paragraphs: [`${band} text.`] })),
          },
        ],
      },
      { name: 'trans', elements: [{ name: 'Trans Inclusive vs Gender Critical', lead: [], bands: [{ band: 'LOW', paragraphs: ['Only one.'] }] }] },
    ]);
    // Bands that say the same thing keep their text: a lead never leaves a band empty.
    const same = ['LOW', 'HIGH'].map((band) => ({ report: 'ir' as const, element: 'Liberal vs Realist', band, html: '<p>Same.</p>' }));
    expect(manualContents(same)[0].elements[0]).toMatchObject({ lead: [], bands: [{ paragraphs: ['Same.'] }, { paragraphs: ['Same.'] }] });
  });

  it('is a cover and a note while no text is written', async () => {
    const { pages, outline } = readPdf(await renderManualPdf([]));
    expect(pages).toHaveLength(2);
    expect(pages[1].lines.map((line) => line.text)).toContain('The report texts are being written: this manual fills up as they are.');
    expect(outline).toEqual([]);
  });
});

describe('the manual from the shipped texts', () => {
  let manual: PdfReading;
  const text = (page: number) => manual.pages[page - 1].lines.map((line) => line.text);
  /** Every "title  page" line of the contents pages, in order. */
  let contents: Array<{ title: string; page: number; y: number; on: number }>;

  beforeAll(async () => {
    manual = readPdf(await renderManualPdf(shippedTextsInReportOrder()));
    contents = manual.pages.flatMap((page, index) =>
      text(index + 1)[0] === 'The Opinion DNA Manual Contents'
        ? page.lines.flatMap((line) => {
            const entry = /^(.+) (\d+)$/.exec(line.text);
            return entry ? [{ title: entry[1], page: Number(entry[2]), y: line.y, on: index + 1 }] : [];
          })
        : [],
    );
  });

  /** The page the contents give for each report, section and element, walking them in order. */
  function contentsPages(): Map<string, number> {
    const pages = new Map<string, number>();
    let at = 0;
    const take = (key: string, title: string) => {
      while (at < contents.length && contents[at].title !== title) at += 1;
      expect(contents[at], `"${title}" in the contents`).toBeDefined();
      pages.set(key, contents[at].page);
      at += 1;
    };
    for (const name of REPORT_NAMES) {
      take(name, REPORT_DEFINITIONS[name].title);
      REPORT_DEFINITIONS[name].elements.forEach((element, index) => {
        const section = name === 'opiniondna' ? OPINION_DNA_SECTIONS.find((candidate) => candidate.start === index) : undefined;
        if (section) take(`${name}/${section.title}`, section.title);
        take(`${name}/${index}`, element);
      });
    }
    return pages;
  }

  it('is at least the 130 pages the offer promises, each numbered but the cover', () => {
    expect(manual.pages.length).toBeGreaterThanOrEqual(130);
    expect(text(1)).toContain('The Opinion DNA Manual');
    for (let page = 2; page <= manual.pages.length; page++) expect(text(page).at(-1), `footer of page ${page}`).toBe(String(page));
  });

  it('lists every report and element in the contents, at the page where it starts', () => {
    const pages = contentsPages();
    REPORT_NAMES.forEach((name, position) => {
      const { title, elements } = REPORT_DEFINITIONS[name];
      const opening = text(pages.get(name)!);
      expect(opening, title).toContain(`Report ${position + 1} of ${REPORT_NAMES.length}`);
      expect(opening, title).toContain(title);
      elements.forEach((element, index) => {
        const section = name === 'opiniondna' ? OPINION_DNA_SECTIONS.find((candidate) => index >= candidate.start && index < candidate.end)!.title : null;
        const header = section ? `${title} · ${section}` : title;
        const page = text(pages.get(`${name}/${index}`)!);
        expect(page[0], `${title}: ${element}`).toBe(`The Opinion DNA Manual ${header}`);
        expect(page.slice(1, 3), `${title}: ${element}`).toEqual([`${header} · element ${index + 1} of ${elements.length}`, element]);
      });
    });
    expect(text(pages.get('opiniondna/Values')!)).toContain('Care');
  });

  it('links every contents line to the page it prints', () => {
    expect(contents.length).toBeGreaterThan(REPORT_NAMES.length + 106);
    for (const entry of contents) {
      const links = manual.pages[entry.on - 1].links.filter((link) => link.bottom <= entry.y && entry.y <= link.top);
      expect(links.map((link) => link.page), entry.title).toEqual([entry.page]);
    }
  });

  it('has a bookmark per report and per element, opening the page the contents give', () => {
    const pages = contentsPages();
    const flatten = (items: PdfOutlineItem[]): PdfOutlineItem[] => items.flatMap((item) => (item.children.length ? flatten(item.children) : [item]));
    const reports = manual.outline.filter((item) => item.children.length > 0);
    expect(reports.map((item) => item.title)).toEqual(REPORT_NAMES.map((name) => REPORT_DEFINITIONS[name].title));
    REPORT_NAMES.forEach((name, position) => {
      expect(reports[position].page, name).toBe(pages.get(name));
      const elements = flatten(reports[position].children);
      expect(elements.map((item) => item.title)).toEqual(REPORT_DEFINITIONS[name].elements);
      elements.forEach((item, index) => expect(item.page, `${name}: ${item.title}`).toBe(pages.get(`${name}/${index}`)));
    });
    expect(manual.outline.find((item) => item.title === 'Opinion DNA')!.children.map((item) => item.title)).toEqual(OPINION_DNA_SECTIONS.map((section) => section.title));
  });
});
