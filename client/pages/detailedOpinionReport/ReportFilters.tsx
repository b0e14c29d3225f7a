import { useId, useRef, useState } from 'react';
import { ActiveFilterChips } from '../../components/reports/ActiveFilterChips.tsx';
import { AnswerCheckboxGroup } from '../../components/reports/AnswerCheckboxGroup.tsx';
import { UserTagPicker } from '../../components/reports/UserTagPicker.tsx';
import { formatCount } from '../../lib/formatting.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import styles from './DetailedOpinionReport.module.css';
import { dateRangeProblem, withAnswer, type FilterChip, type FilterLabels, type ReportFilter } from './report-filter.ts';
import { suppressedText, type ReportSection } from './report-rows.ts';

/** "Not answered" is a row of the report but no filter (the API takes answer groups only). */
const NOT_ANSWERED = 'unanswered';
const labelKey = (field: string, key: string) => `${field}\u0000${key}`;

/**
 * The words of every demographic and answer the report has shown on this visit: a checked
 * nationality that no voter in the filter's reach gave drops out of the list, and its chip and
 * checkbox still need its name.
 */
export function useFilterLabels(demographics: readonly ReportSection[]): FilterLabels {
  const [seen, setSeen] = useState(demographics);
  const [known, setKnown] = useState(() => learn(new Map(), demographics));
  let current = known;
  if (seen !== demographics) {
    current = learn(new Map(known), demographics);
    setSeen(demographics);
    setKnown(current);
  }
  return { field: (field) => current.get(field) ?? field, answer: (field, key) => current.get(labelKey(field, key)) ?? key };
}

function learn(into: Map<string, string>, demographics: readonly ReportSection[]): Map<string, string> {
  for (const demographic of demographics) {
    into.set(demographic.field, demographic.label);
    for (const row of demographic.rows) into.set(labelKey(demographic.field, row.key), row.label);
  }
  return into;
}

type ReportFiltersProps = {
  demographics: readonly ReportSection[];
  privacyK: number;
  /** The tag search is AdminHub only on the server; others get no tag filter rather than a broken one. */
  canFilterTags: boolean;
  filter: ReportFilter;
  activeCount: number;
  labels: FilterLabels;
  onChange: (filter: ReportFilter) => void;
};

/** The sidebar: vote dates, user tags, one checkbox group per demographic with each answer's count. */
export function ReportFilters({ demographics, privacyK, canFilterTags, filter, activeCount, labels, onChange }: ReportFiltersProps) {
  // Narrow screens fold the filters above the results; wide ones always show them.
  const [open, setOpen] = useState(false);
  const disclosureRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const problem = dateRangeProblem(filter);
  const suppressed = suppressedText(privacyK);
  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <button ref={disclosureRef} type="button" className={styles.disclosure} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span>Filters ({activeCount})</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <Card id={panelId} className={open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
        <h2 id={titleId} className={styles.sidebarTitle}>
          Filters
        </h2>
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>Vote date</legend>
          <div className={styles.dates}>
            <label className={styles.dateField}>
              <span>From</span>
              <input type="date" value={filter.from} max={filter.to || undefined} onChange={(event) => onChange({ ...filter, from: event.target.value })} />
            </label>
            <label className={styles.dateField}>
              <span>To</span>
              <input type="date" value={filter.to} min={filter.from || undefined} onChange={(event) => onChange({ ...filter, to: event.target.value })} />
            </label>
          </div>
          <p className={styles.hint}>The day of each vote (UTC); either end may stay empty.</p>
          {problem ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
        </fieldset>
        {canFilterTags ? <UserTagPicker tags={filter.tags} onChange={(tags) => onChange({ ...filter, tags })} /> : null}
        {demographics.map((demographic) => {
          const checked = filter.demographics[demographic.field] ?? [];
          const listed = demographic.rows.filter((row) => row.key !== NOT_ANSWERED);
          // A checked answer stays listed (to be unchecked) when nobody in reach gave it any more.
          const missing = checked.filter((key) => !listed.some((row) => row.key === key));
          const countText = (count: number | null | undefined) => (count === null || count === undefined ? suppressed : formatCount(count));
          const options = [
            ...listed.map((row) => ({ key: row.key, label: row.label, count: countText(row.filterVoters) })),
            ...missing.map((key) => ({ key, label: labels.answer(demographic.field, key), count: suppressed })),
          ];
          return (
            <AnswerCheckboxGroup
              key={demographic.field}
              legend={demographic.label}
              options={options}
              checked={checked}
              onToggle={(key, isChecked) => onChange(withAnswer(filter, demographic.field, key, isChecked))}
            />
          );
        })}
        {/* Narrow screens: the list is long; fold it and go back to the results. */}
        <Button
          fullWidth
          variant="primary"
          className={styles.showResults}
          onClick={() => {
            setOpen(false);
            disclosureRef.current?.focus();
          }}
        >
          Show results
        </Button>
      </Card>
    </aside>
  );
}

/** The active filters as removable chips, with "Clear all". */
export function ActiveFilters({ chips, onChange, onClear }: { chips: FilterChip[]; onChange: (filter: ReportFilter) => void; onClear: () => void }) {
  return <ActiveFilterChips chips={chips} onRemove={(chip) => onChange(chip.without)} onClear={onClear} emptyText="No filters: every vote counts." />;
}
