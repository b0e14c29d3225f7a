import { useEffect, useId, useMemo, useRef, useState, useTransition } from 'react';
import { usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ActiveFilterChips } from '../../components/reports/ActiveFilterChips.tsx';
import { withAnswer } from '../../components/reports/answer-filter.ts';
import { DetailedReportCards } from '../../components/reports/DetailedReportCards.tsx';
import type { DetailedReportCards_report$key } from '../../components/reports/__generated__/DetailedReportCards_report.graphql.ts';
import { saveFile } from '../../lib/download.ts';
import { formatCount } from '../../lib/formatting.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import styles from './DetailedReportOverview.module.css';
import { detailedReportOverviewPageQuery } from './DetailedReportOverviewPageQuery.ts';
import { OverviewFilters, type ElementSection, type FilterGroup } from './OverviewFilters.tsx';
import { PopulationAverages } from './PopulationAverages.tsx';
import {
  emptyOverviewFilter,
  NO_RANGES,
  overviewChips,
  toInput,
  withoutRange,
  type OverviewChip,
  type OverviewFilter,
  type OverviewLabels,
  type Ranges,
} from './overview-filter.ts';
import { useStickyBarMetrics } from './useStickyBarMetrics.ts';
import type { DetailedReportOverviewPageQuery } from './__generated__/DetailedReportOverviewPageQuery.graphql.ts';

/** Slider debounce 1000 ms (docs/product.md#client-timings). */
const SLIDER_DEBOUNCE_MS = 1000;
const SUPPRESSED = 'fewer than 5';
/** Opinion DNA's three sections (docs/product.md#opinion-dna-elements: 12/24/12). */
const DNA_SECTIONS: readonly ElementSection[] = [
  { title: 'Personality', start: 0, end: 12 },
  { title: 'Values', start: 12, end: 36 },
  { title: 'Meta-Thinking', start: 36, end: 48 },
];

const usersText = (users: number | null | undefined) => (users === null || users === undefined ? SUPPRESSED : formatCount(users));

type SetFilter = (update: (current: OverviewFilter) => OverviewFilter) => void;
type SetRanges = (ranges: Ranges) => void;

/** Route detailedReportOverview (/reports/details/{name}/overview): AdminHub users only. */
export function DetailedReportOverviewPage() {
  const initialReference = useLoaderData() as PreloadedQuery<DetailedReportOverviewPageQuery>;
  const report = initialReference.variables.input.report;
  const [reference, loadQuery] = useQueryLoader<DetailedReportOverviewPageQuery>(
    detailedReportOverviewPageQuery,
    initialReference,
  );
  const [isPending, startTransition] = useTransition();
  const [filter, setFilter] = useState<OverviewFilter>(emptyOverviewFilter);
  // Slider positions move at once; the filter follows 1 s after the last move.
  const [sliderRanges, setSliderRanges] = useState<Ranges>(NO_RANGES);

  useEffect(() => {
    const timer = setTimeout(
      () => setFilter((current) => (current.ranges === sliderRanges ? current : { ...current, ranges: sliderRanges })),
      SLIDER_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [sliderRanges]);

  const input = useMemo(() => toInput(report, filter), [report, filter]);
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    startTransition(() => loadQuery({ input, name: report }, { fetchPolicy: 'store-or-network' }));
  }, [input, report, loadQuery]);

  return (
    <OverviewContent
      reference={reference ?? initialReference}
      isPending={isPending}
      filter={filter}
      setFilter={setFilter}
      sliderRanges={sliderRanges}
      setSliderRanges={setSliderRanges}
    />
  );
}

type FilterState = {
  isPending: boolean;
  filter: OverviewFilter;
  setFilter: SetFilter;
  sliderRanges: Ranges;
  setSliderRanges: SetRanges;
};

function OverviewContent({ reference, ...state }: FilterState & { reference: PreloadedQuery<DetailedReportOverviewPageQuery> }) {
  const data = usePreloadedQuery<DetailedReportOverviewPageQuery>(detailedReportOverviewPageQuery, reference);
  const result = data.populationFilter;
  if (!data.viewer.adminHub || result.__typename === 'AuthError') return <StatusMessage message="Access denied" />;
  if (result.__typename !== 'QueryPopulationFilterSuccess' || !result.data) {
    return <StatusMessage message={result.message ?? 'Not found. The URL you entered may be invalid.'} />;
  }
  return <OverviewScreen summary={result.data} cards={data.viewerReport.cards ?? null} {...state} />;
}

type Summary = NonNullable<DetailedReportOverviewPageQuery['response']['populationFilter']['data']>;

type OverviewScreenProps = FilterState & { summary: Summary; cards: DetailedReportCards_report$key | null };

/**
 * The population first: the sticky bar (how many users match, the active filters as chips), the
 * averages, then the admin's own report, folded. The filters sit in a sidebar on wide screens and
 * in a drawer opened from the bar on narrow ones.
 */
function OverviewScreen({ summary, cards, isPending, filter, setFilter, sliderRanges, setSliderRanges }: OverviewScreenProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const pageRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  useStickyBarMetrics(barRef, pageRef, filtersOpen);

  const isDna = summary.report === 'opiniondna';
  const sections = isDna ? DNA_SECTIONS : [{ title: 'Elements', start: 0, end: summary.elements.length }];
  const labels: OverviewLabels = {
    field: (field) => summary.groups.find((group) => group.field === field)?.label ?? field,
    answer: (field, key) => summary.groups.find((group) => group.field === field)?.answers.find((answer) => answer.key === key)?.label ?? key,
    element: (index) => summary.elements[index] ?? `Element ${index + 1}`,
  };
  const chips = overviewChips(filter, sliderRanges, labels);
  const groups: FilterGroup[] = summary.groups.map((group) => ({
    field: group.field,
    label: group.label,
    options: group.answers.map((answer) => ({ key: answer.key, label: answer.label, count: usersText(answer.users) })),
  }));

  // A removed range applies at once, without the sliders' debounce.
  const setRanges = (ranges: Ranges) => {
    setSliderRanges(ranges);
    setFilter((current) => ({ ...current, ranges }));
  };
  const remove = (chip: OverviewChip) => {
    if (chip.kind === 'answer') setFilter((current) => withAnswer(current, chip.field, chip.key, false));
    else if (chip.kind === 'tag') setFilter((current) => ({ ...current, tags: current.tags.filter((tag) => tag.id !== chip.tagId) }));
    else setRanges(withoutRange(sliderRanges, chip.element));
  };
  const closeFilters = () => {
    setFiltersOpen(false);
    filtersButtonRef.current?.focus();
  };

  return (
    <div ref={pageRef} className={styles.page}>
      <title>{`${summary.title} overview - Opinio`}</title>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{summary.title} overview</h1>
          <p className={styles.subtitle}>Members who completed the report, with their personal details as they are now.</p>
        </div>
        <CsvDownloadButton report={summary.report} />
      </header>
      <div ref={barRef} className={styles.stickyBar} data-testid="overview-bar">
        <div className={styles.barTop}>
          <p className={styles.count} role="status" data-testid="users-match">
            <strong>{usersText(summary.users)}</strong> users match
            <span className={styles.updating}>
              {isPending ? (
                <>
                  <Spinner />
                  <span className="visually-hidden">Updating ...</span>
                </>
              ) : null}
            </span>
          </p>
          <button
            ref={filtersButtonRef}
            type="button"
            className={styles.filtersButton}
            aria-expanded={filtersOpen}
            aria-controls={drawerId}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            <span>Filters ({chips.length})</span>
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        </div>
        <ActiveFilterChips
          className={styles.barChips}
          chips={chips}
          onRemove={remove}
          onClear={() => {
            setSliderRanges(NO_RANGES);
            setFilter(() => emptyOverviewFilter);
          }}
          emptyText="No filters: everyone with a complete report."
        />
      </div>
      <div className={styles.layout}>
        <OverviewFilters
          id={drawerId}
          open={filtersOpen}
          onClose={closeFilters}
          groups={groups}
          filter={filter}
          onToggleAnswer={(field, key, checked) => setFilter((current) => withAnswer(current, field, key, checked))}
          onTagsChange={(tags) => setFilter((current) => ({ ...current, tags }))}
          spectrum={
            isDna
              ? {
                  elements: summary.elements,
                  sections,
                  usersText: usersText(summary.spectrumUsers),
                  ranges: sliderRanges,
                  onRangeChange: (element, range) => setSliderRanges({ ...sliderRanges, [element]: range }),
                }
              : null
          }
        />
        <div className={styles.main}>
          <PopulationAverages elements={summary.elements} averages={summary.averages} sections={sections} suppressed={SUPPRESSED} stale={isPending} />
          {cards ? (
            <section className={styles.ownReport} aria-labelledby="own-report">
              <h2 id="own-report" className={styles.averagesTitle}>
                Your own report
              </h2>
              <p className={styles.privacyNote}>
                Your own scores as a member, not the population&apos;s, as your detailed report page shows them; the marks on
                the bars are the population averages above.
              </p>
              <details className={styles.ownReportDetails}>
                <summary className={styles.ownReportSummary}>Your profile and detailed text</summary>
                <DetailedReportCards reportRef={cards} averages={summary.averages} demo={false} />
              </details>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** AdminHub: the CSV report of this report's population, as a file download. */
function CsvDownloadButton({ report }: { report: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/api/opiniodna/report', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: { assessmentType: report } }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? response.statusText);
      }
      saveFile(await response.blob(), `${report}-report.csv`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The download failed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.download}>
      <Button onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing ...' : 'Download CSV'}
      </Button>
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}
