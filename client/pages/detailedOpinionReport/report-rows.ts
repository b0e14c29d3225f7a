// The report's rows as the screen, the CSV and the PNG show them: one "Everyone" section, then each
// demographic in the API's order, and the words of each figure. One place, so the three agree.
import { voteLabels } from '../../lib/vote-labels.ts';
import { toCsv, type CsvCell } from '../../lib/csv.ts';

export type AgreeShare = { readonly share: number; readonly low: number; readonly high: number };

export type ReportRow = {
  readonly key: string;
  readonly label: string;
  /** Every figure is null (or absent) when fewer than K people are behind it. */
  readonly voters?: number | null;
  readonly counts?: readonly number[] | null;
  readonly percentages?: readonly number[] | null;
  readonly agree?: AgreeShare | null;
  /** The sidebar's count for this answer (voters matching every other filter); not on Everyone. */
  readonly filterVoters?: number | null;
};

export type ReportSection = { readonly field: string; readonly label: string; readonly rows: readonly ReportRow[] };

export type ReportFigures = {
  readonly everyone: ReportRow;
  readonly demographics: readonly ReportSection[];
  readonly privacyK: number;
};

export const EVERYONE_FIELD = 'everyone';

/** Everyone first, then the demographics as the API orders them. */
export function reportSections(report: ReportFigures, filtered: boolean): ReportSection[] {
  const everyone = { ...report.everyone, label: filtered ? 'Matching the filters' : 'All voters' };
  return [{ field: EVERYONE_FIELD, label: 'Everyone', rows: [everyone] }, ...report.demographics];
}

/** "fewer than 5": what a suppressed figure reads (docs/product.md#privacy-of-aggregates). */
export function suppressedText(privacyK: number): string {
  return `fewer than ${privacyK}`;
}

const wholePercent = (share: number) => Math.round(share * 100);

/** "62% agree (55–69%)": the share agreeing and its 95% interval. */
export function agreeText(agree: AgreeShare): string {
  return `${wholePercent(agree.share)}% agree (${wholePercent(agree.low)}–${wholePercent(agree.high)}%)`;
}

/** A row whose figures may be shown (not suppressed). */
export function isShown(row: ReportRow): row is ReportRow & { voters: number; counts: readonly number[]; percentages: readonly number[] } {
  return row.voters !== null && row.voters !== undefined && !!row.counts && !!row.percentages;
}

export const CSV_HEADER: readonly string[] = [
  'Demographic',
  'Answer',
  'Voters',
  ...voteLabels.map((label) => `${label} votes`),
  ...voteLabels.map((label) => `${label} %`),
  // The share agreeing (Strongly Agree or Agree) with its 95% interval.
  'Agree share %',
  'Agree share 95% low %',
  'Agree share 95% high %',
];

/** The matrix as the screen shows it; every figure of a suppressed row reads "fewer than K". */
export function reportCsv(report: ReportFigures, filtered: boolean): string {
  const suppressed = suppressedText(report.privacyK);
  const rows: CsvCell[][] = [[...CSV_HEADER]];
  for (const section of reportSections(report, filtered)) {
    for (const row of section.rows) {
      const figures: CsvCell[] = isShown(row)
        ? [
            row.voters,
            ...row.counts,
            ...row.percentages,
            ...(row.agree ? [row.agree.share, row.agree.low, row.agree.high].map(wholePercent) : [null, null, null]),
          ]
        : Array.from({ length: CSV_HEADER.length - 2 }, () => suppressed);
      rows.push([section.label, row.label, ...figures]);
    }
  }
  return toCsv(rows);
}
