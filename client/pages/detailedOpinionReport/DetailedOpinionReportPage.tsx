import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { LoginRequiredCard } from '../../components/auth/LoginRequiredCard.tsx';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { formatCount, relativeTime } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import styles from './DetailedOpinionReport.module.css';
import { detailedOpinionReportPageQuery } from './DetailedOpinionReportPageQuery.ts';
import { ReportExports } from './ReportExports.tsx';
import { ActiveFilters, ReportFilters, useFilterLabels } from './ReportFilters.tsx';
import { ReportMatrix } from './ReportMatrix.tsx';
import { emptyFilter, filterChips, filterFromSearch, filterInput, filterToSearch, type ReportFilter } from './report-filter.ts';
import type { DetailedOpinionReportPageQuery } from './__generated__/DetailedOpinionReportPageQuery.graphql.ts';

const PAGE_TITLE = 'Detailed Opinion Report';
/** Filter changes are sent 1.2 s after the last one (docs/product.md#client-timings). */
export const REPORT_DEBOUNCE_MS = 1200;
/** One array for "no report": the labels hook compares what it is given with what it saw. */
const NO_DEMOGRAPHICS: readonly never[] = [];

/**
 * Route detailedOpinionReport (/o/{slug}/report), for CanSeeDetailedOpinionReport: every vote of
 * the opinion by demographic answer, within the sidebar's filter. The filter lives in the query
 * string; the route's loader starts the first query from it, later changes refetch here.
 */
export function DetailedOpinionReportPage() {
  const initialReference = useLoaderData() as PreloadedQuery<DetailedOpinionReportPageQuery>;
  const slug = initialReference.variables.slug;
  const [reference, loadQuery] = useQueryLoader<DetailedOpinionReportPageQuery>(detailedOpinionReportPageQuery, initialReference);
  const [isPending, startTransition] = useTransition();
  const [searchParams, setSearchParams] = useSearchParams();
  // What the sidebar shows (at once) and what the shown figures were asked with (1.2 s later).
  const [filter, setFilter] = useState<ReportFilter>(() => filterFromSearch(searchParams));
  const [applied, setApplied] = useState<ReportFilter>(filter);
  const loaded = useRef(applied);
  // Refetches finished, for the live region: counted when the transition ends.
  const [updates, setUpdates] = useState(0);
  const [wasPending, setWasPending] = useState(isPending);
  if (wasPending !== isPending) {
    setWasPending(isPending);
    if (!isPending) setUpdates(updates + 1);
  }

  useEffect(() => {
    if (filter === applied) return;
    const timer = setTimeout(() => setApplied(filter), REPORT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filter, applied]);

  useEffect(() => {
    if (loaded.current === applied) return;
    loaded.current = applied;
    // Replace, not push: Back leaves the report rather than stepping through every checkbox. The
    // route does not rerun its loader for a new query string (client/routes.tsx): this refetch is it.
    setSearchParams(filterToSearch(applied), { replace: true, preventScrollReset: true });
    startTransition(() => loadQuery({ slug, filter: filterInput(applied) }, { fetchPolicy: 'network-only' }));
  }, [applied, slug, loadQuery, setSearchParams]);

  const applyNow = (next: ReportFilter) => {
    setFilter(next);
    setApplied(next);
  };

  return (
    <ReportContent
      reference={reference ?? initialReference}
      slug={slug}
      refreshing={isPending}
      waiting={filter !== applied}
      updates={updates}
      filter={filter}
      onFilterChange={setFilter}
      onClear={() => applyNow(emptyFilter)}
    />
  );
}

type ReportContentProps = {
  reference: PreloadedQuery<DetailedOpinionReportPageQuery>;
  slug: string;
  /** A refetch is under way (the figures shown are the previous filter's). */
  refreshing: boolean;
  /** A filter change waits out the debounce. */
  waiting: boolean;
  /** Refetches finished so far, for the live region. */
  updates: number;
  filter: ReportFilter;
  onFilterChange: (filter: ReportFilter) => void;
  onClear: () => void;
};

function ReportContent({ reference, slug, refreshing, waiting, updates, filter, onFilterChange, onClear }: ReportContentProps) {
  const data = usePreloadedQuery<DetailedOpinionReportPageQuery>(detailedOpinionReportPageQuery, reference);
  const result = data.opinionVoteReport;
  const report = result.__typename === 'QueryOpinionVoteReportSuccess' ? (result.data ?? null) : null;
  const labels = useFilterLabels(report?.demographics ?? NO_DEMOGRAPHICS);
  const chips = filterChips(filter, labels);

  switch (result.__typename) {
    case 'AuthError':
      // A shared address with a tag, opened by someone without the admin hub: the report is
      // theirs, the tag filter is not; the refused-filter card below says so.
      if (result.status === 403 && data.viewer.isLoggedIn && !data.viewer.adminHub && filter.tags.length > 0) break;
      if (result.status === 401 || !data.viewer.isLoggedIn) {
        return (
          <ReportFrame slug={slug}>
            <LoginRequiredCard reason="Please log in or sign up to see the detailed opinion report" />
          </ReportFrame>
        );
      }
      return <PageStatus status={403} />;
    case 'NotFoundError':
      return <PageStatus status={404} />;
    case 'GoneError':
      return <PageStatus status={410} />;
  }
  if (!report) {
    // A filter the server refused (a hand-edited address): say why, and offer the way out.
    return (
      <ReportFrame slug={slug}>
        <Card as="section" className={styles.stateCard} role="alert">
          <h2 className={styles.stateTitle}>These filters cannot be used</h2>
          <p>{result.message ?? 'The report could not be loaded.'}</p>
          <Button variant="primary" onClick={onClear}>
            Clear filters
          </Button>
        </Card>
      </ReportFrame>
    );
  }

  const filtered = chips.length > 0;
  const busy = refreshing || waiting;
  const tooFewVoters = report.asOf === null || (!filtered && !report.voters);
  const noMatch = !tooFewVoters && !report.voters;
  const counted = report.asOf ? `Counted ${relativeTime(report.asOf)}.` : '';
  const note = report.estimated
    ? `Estimates: every count carries a little random noise and the figures are updated every 15 minutes or more, so that no one's vote can be picked out. ${counted}`
    : counted;

  return (
    <ReportFrame slug={slug} title={report.title}>
      {tooFewVoters ? (
        <Card as="section" className={styles.stateCard} data-testid="report-too-few">
          <h2 className={styles.stateTitle}>Not enough votes yet</h2>
          <p>
            Fewer than {report.privacyK} people have voted on this opinion. The report shows once {report.privacyK} have, so
            that no one&apos;s vote can be picked out.
          </p>
        </Card>
      ) : (
        <div className={styles.layout}>
          <ReportFilters
            demographics={report.demographics}
            privacyK={report.privacyK}
            canFilterTags={data.viewer.adminHub}
            filter={filter}
            activeCount={chips.length}
            labels={labels}
            onChange={onFilterChange}
          />
          <div className={styles.main}>
            <div className={styles.toolbar}>
              <ActiveFilters chips={chips} onChange={onFilterChange} onClear={onClear} />
              {noMatch ? null : (
                <ReportExports
                  report={report}
                  filtered={filtered}
                  disabled={busy}
                  heading={{
                    title: report.title,
                    filters: `Filters: ${chips.length > 0 ? chips.map((chip) => chip.text).join('; ') : 'none'}`,
                    note,
                    address: `${window.location.origin}${routePaths.detailedOpinionReport(report.slug)}`,
                  }}
                />
              )}
            </div>
            {note ? <p className={styles.note}>{note}</p> : null}
            <p className={styles.updating} aria-hidden="true">
              {busy ? (
                <>
                  <Spinner /> Updating ...
                </>
              ) : null}
            </p>
            <p className="visually-hidden" role="status">
              {busy ? 'Updating ...' : updates > 0 ? `Updated: ${votersSentence(report.voters)}${updates % 2 ? '' : '\u00a0'}` : ''}
            </p>
            <div className={busy ? `${styles.results} ${styles.stale}` : styles.results} aria-busy={busy}>
              {noMatch ? (
                <Card as="section" className={styles.stateCard} data-testid="report-no-match">
                  <h2 className={styles.stateTitle}>No votes match these filters</h2>
                  <p>Fewer than {report.privacyK} voters match every filter. Remove some, or clear them all.</p>
                  <Button variant="primary" onClick={onClear}>
                    Clear filters
                  </Button>
                </Card>
              ) : (
                <ReportMatrix report={report} filtered={filtered} />
              )}
            </div>
          </div>
        </div>
      )}
    </ReportFrame>
  );
}

function votersSentence(voters: number | null | undefined): string {
  if (!voters) return 'no votes match these filters.';
  return `${formatCount(voters)} voters.`;
}

/** The heading every state of the report shares: back link, title, the opinion's title. */
function ReportFrame({ slug, title, children }: { slug: string; title?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <title>{title ? `${PAGE_TITLE}: ${title} - Opinio` : `${PAGE_TITLE} - Opinio`}</title>
      <header className={styles.header}>
        <Link className={styles.back} to={routePaths.opinion(slug)}>
          <span aria-hidden="true">←</span> Back to the opinion
        </Link>
        <h1 className={styles.title}>{PAGE_TITLE}</h1>
        {title ? <p className={styles.opinionTitle}>{title}</p> : null}
      </header>
      {children}
    </div>
  );
}
