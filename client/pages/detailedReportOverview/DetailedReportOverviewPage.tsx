import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { CreatedTag } from '../../mutations/useCreateUserTagMutation.ts';
import { AnswerCheckboxGroup } from '../../components/reports/AnswerCheckboxGroup.tsx';
import { DetailedReportCards } from '../../components/reports/DetailedReportCards.tsx';
import { UserTagPicker } from '../../components/reports/UserTagPicker.tsx';
import { saveFile } from '../../lib/download.ts';
import { formatCount } from '../../lib/formatting.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { RangeSlider, type Range } from '../../ui/RangeSlider.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import styles from './DetailedReportOverview.module.css';
import { detailedReportOverviewPageQuery } from './DetailedReportOverviewPageQuery.ts';
import type {
  DetailedReportOverviewPageQuery,
  PopulationFilterInput,
} from './__generated__/DetailedReportOverviewPageQuery.graphql.ts';

/** Slider debounce 1000 ms (docs/product.md#client-timings). */
const SLIDER_DEBOUNCE_MS = 1000;
const FULL_RANGE: Range = { start: 0, end: 100 };
const NO_RANGES: Record<number, Range> = {};
const SUPPRESSED = 'fewer than 5';
/** Opinion DNA's three sections (docs/product.md#opinion-dna-elements: 12/24/12). */
const DNA_SECTIONS = [
  { title: 'Personality', start: 0, end: 12 },
  { title: 'Values', start: 12, end: 36 },
  { title: 'Meta-Thinking', start: 36, end: 48 },
];

type Filters = { demographics: Record<string, string[]>; tags: CreatedTag[]; ranges: Record<number, Range> };

function toInput(report: string, filters: Filters): PopulationFilterInput {
  return {
    report,
    demographics: Object.entries(filters.demographics)
      .filter(([, groups]) => groups.length > 0)
      .map(([field, groups]) => ({ field, groups })),
    userTagIds: filters.tags.map((tag) => tag.id),
    // A range is sent only when it is not the full 0-100.
    ranges: Object.entries(filters.ranges)
      .filter(([, range]) => range.start > 0 || range.end < 100)
      .map(([element, range]) => ({ element: Number(element), min: range.start, max: range.end })),
  };
}

const usersText = (users: number | null | undefined) => (users === null || users === undefined ? SUPPRESSED : formatCount(users));

/** Route detailedReportOverview (/reports/details/{name}/overview): AdminHub users only. */
export function DetailedReportOverviewPage() {
  const initialReference = useLoaderData() as PreloadedQuery<DetailedReportOverviewPageQuery>;
  const report = initialReference.variables.input.report;
  const [reference, loadQuery] = useQueryLoader<DetailedReportOverviewPageQuery>(
    detailedReportOverviewPageQuery,
    initialReference,
  );
  const [isPending, startTransition] = useTransition();
  const [filters, setFilters] = useState<Filters>({ demographics: {}, tags: [], ranges: NO_RANGES });
  // Slider positions move at once; the filter follows 1 s after the last move.
  const [sliderRanges, setSliderRanges] = useState<Record<number, Range>>(NO_RANGES);

  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((current) => (current.ranges === sliderRanges ? current : { ...current, ranges: sliderRanges })),
      SLIDER_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [sliderRanges]);

  const input = useMemo(() => toInput(report, filters), [report, filters]);
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
      filters={filters}
      setFilters={setFilters}
      sliderRanges={sliderRanges}
      setSliderRanges={setSliderRanges}
    />
  );
}

type OverviewContentProps = {
  reference: PreloadedQuery<DetailedReportOverviewPageQuery>;
  isPending: boolean;
  filters: Filters;
  setFilters: (update: (current: Filters) => Filters) => void;
  sliderRanges: Record<number, Range>;
  setSliderRanges: (update: (current: Record<number, Range>) => Record<number, Range>) => void;
};

function OverviewContent({ reference, isPending, filters, setFilters, sliderRanges, setSliderRanges }: OverviewContentProps) {
  const data = usePreloadedQuery<DetailedReportOverviewPageQuery>(detailedReportOverviewPageQuery, reference);
  const result = data.populationFilter;
  if (!data.viewer.adminHub || result.__typename === 'AuthError') return <StatusMessage message="Access denied" />;
  if (result.__typename !== 'QueryPopulationFilterSuccess' || !result.data) {
    return <StatusMessage message={result.message ?? 'Not found. The URL you entered may be invalid.'} />;
  }
  const summary = result.data;
  const isDna = summary.report === 'opiniondna';

  const toggle = (field: string, key: string, checked: boolean) =>
    setFilters((current) => {
      const chosen = new Set(current.demographics[field] ?? []);
      if (checked) chosen.add(key);
      else chosen.delete(key);
      return { ...current, demographics: { ...current.demographics, [field]: [...chosen] } };
    });

  const sections = isDna ? DNA_SECTIONS : [{ title: 'Elements', start: 0, end: summary.elements.length }];

  return (
    <div className={styles.layout}>
      <title>{`${summary.title} overview - Opinio`}</title>
      <aside className={styles.sidebar} aria-labelledby="filters-applied">
        <Card>
          <h2 id="filters-applied" className={styles.sidebarTitle}>
            Filters Applied
          </h2>
          <p className={styles.total} data-testid="total-users">
            Total users: <strong>{usersText(summary.users)}</strong>
          </p>
          <p className={styles.privacyNote}>
            Counts and averages are privacy-protected estimates: each carries a little random noise, so no
            two filters can be subtracted to single out a person.
          </p>
          {summary.groups.map((group) => (
            <AnswerCheckboxGroup
              key={group.field}
              legend={group.label}
              options={group.answers.map((answer) => ({ key: answer.key, label: answer.label, count: usersText(answer.users) }))}
              checked={filters.demographics[group.field] ?? []}
              onToggle={(key, checked) => toggle(group.field, key, checked)}
            />
          ))}
          <UserTagPicker allowCreate tags={filters.tags} onChange={(tags) => setFilters((current) => ({ ...current, tags }))} />
          {isDna ? (
            <section className={styles.spectrum} aria-labelledby="elements-spectrum">
              <h3 id="elements-spectrum" className={styles.groupTitle}>
                Elements Spectrum
              </h3>
              <p className={styles.total} data-testid="spectrum-users">
                Total users: <strong>{usersText(summary.spectrumUsers)}</strong>
              </p>
              {summary.elements.map((element, index) => (
                <RangeSlider
                  key={element}
                  label={element}
                  value={sliderRanges[index] ?? FULL_RANGE}
                  onChange={(range) => setSliderRanges((current) => ({ ...current, [index]: range }))}
                />
              ))}
            </section>
          ) : null}
        </Card>
      </aside>
      <div className={styles.main}>
        <div className={styles.mainHeader}>
          <h1 className={styles.title}>{summary.title} overview</h1>
          <CsvDownloadButton report={summary.report} />
        </div>
        {data.viewerReport.cards ? <DetailedReportCards reportRef={data.viewerReport.cards} averages={summary.averages} demo={false} /> : null}
        <p className={styles.status} role="status">
          {isPending ? (
            <>
              <Spinner /> Updating ...
            </>
          ) : (
            `Average scores of ${usersText(summary.users)} users matching the filters.`
          )}
        </p>
        {sections.map((section) => (
          <Card as="section" key={section.title} className={styles.section} aria-label={section.title}>
            <h2 className={styles.sectionTitle}>{section.title}</h2>
            <ul className={styles.averages}>
              {summary.elements.slice(section.start, section.end).map((element, offset) => {
                const average = summary.averages[section.start + offset];
                return (
                  <li key={element} className={styles.averageRow}>
                    <span className={styles.elementName}>{element}</span>
                    <span className={styles.bar} aria-hidden="true">
                      {average !== null && average !== undefined ? <span className={styles.barFill} style={{ width: `${average}%` }} /> : null}
                    </span>
                    <span className={styles.averageValue}>{average === null || average === undefined ? SUPPRESSED : average.toFixed(1)}</span>
                  </li>
                );
              })}
            </ul>
          </Card>
        ))}
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
