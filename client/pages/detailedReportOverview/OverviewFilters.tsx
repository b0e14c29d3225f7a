import type { ReactNode } from 'react';
import type { CreatedTag } from '../../mutations/useCreateUserTagMutation.ts';
import { AnswerCheckboxGroup, type AnswerOption } from '../../components/reports/AnswerCheckboxGroup.tsx';
import { UserTagPicker } from '../../components/reports/UserTagPicker.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { RangeSlider, type Range } from '../../ui/RangeSlider.tsx';
import styles from './DetailedReportOverview.module.css';
import { FULL_RANGE, narrowedCount, type OverviewFilter, type Ranges } from './overview-filter.ts';

/** A slice of the report's elements: the Opinion DNA's three sections, or all of another report's. */
export type ElementSection = { title: string; start: number; end: number };

export type FilterGroup = { field: string; label: string; options: readonly AnswerOption[] };

type OverviewFiltersProps = {
  id: string;
  /** Narrow screens: the drawer is open. Wide screens always show the sidebar. */
  open: boolean;
  onClose: () => void;
  groups: readonly FilterGroup[];
  filter: OverviewFilter;
  onToggleAnswer: (field: string, key: string, checked: boolean) => void;
  onTagsChange: (tags: CreatedTag[]) => void;
  /** Opinion DNA only: the element sliders, in sections. */
  spectrum: {
    elements: readonly string[];
    sections: readonly ElementSection[];
    /** The population within the ranges and tags, before the demographic filters ("1,155", "fewer than 5"). */
    usersText: string;
    ranges: Ranges;
    onRangeChange: (element: number, range: Range) => void;
  } | null;
};

/**
 * "Filters Applied": one folded panel per question, the user tags, and for the Opinion DNA the
 * element sliders folded by section. A sidebar on wide screens; on narrow ones a drawer that
 * hangs from the sticky bar's "Filters" button.
 */
export function OverviewFilters({ id, open, onClose, groups, filter, onToggleAnswer, onTagsChange, spectrum }: OverviewFiltersProps) {
  return (
    <aside
      id={id}
      className={open ? `${styles.sidebar} ${styles.sidebarOpen}` : styles.sidebar}
      aria-labelledby="filters-applied"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Card className={styles.filtersCard}>
        <h2 id="filters-applied" className={styles.sidebarTitle}>
          Filters Applied
        </h2>
        <h3 className={styles.filterHeading}>Demographics and tags</h3>
        {groups.map((group) => {
          const checked = filter.demographics[group.field] ?? [];
          return (
            <FilterPanel key={group.field} title={group.label} count={checked.length}>
              <AnswerCheckboxGroup
                hideLegend
                legend={group.label}
                options={group.options}
                checked={checked}
                onToggle={(key, isChecked) => onToggleAnswer(group.field, key, isChecked)}
              />
            </FilterPanel>
          );
        })}
        <FilterPanel title="User tags" count={filter.tags.length}>
          <UserTagPicker allowCreate hideLabel tags={filter.tags} onChange={onTagsChange} />
        </FilterPanel>
        {spectrum ? (
          <section className={styles.spectrum} aria-labelledby="elements-spectrum">
            <h3 id="elements-spectrum" className={styles.filterHeading}>
              Elements Spectrum
            </h3>
            <p className={styles.spectrumUsers} data-testid="spectrum-users">
              Within these ranges and tags, before the demographic filters: <strong>{spectrum.usersText}</strong> users
            </p>
            {spectrum.sections.map((section) => (
              <FilterPanel key={section.title} title={section.title} count={narrowedCount(spectrum.ranges, section.start, section.end)}>
                {spectrum.elements.slice(section.start, section.end).map((element, offset) => {
                  const index = section.start + offset;
                  return (
                    <RangeSlider
                      key={element}
                      label={element}
                      value={spectrum.ranges[index] ?? FULL_RANGE}
                      onChange={(range) => spectrum.onRangeChange(index, range)}
                    />
                  );
                })}
              </FilterPanel>
            ))}
          </section>
        ) : null}
        <div className={styles.drawerFooter}>
          <Button fullWidth variant="primary" onClick={onClose}>
            Show results
          </Button>
        </div>
      </Card>
    </aside>
  );
}

/** A folded group of filters; its title says how many of them are set. */
function FilterPanel({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <details className={styles.panel}>
      <summary className={styles.panelSummary}>
        <span className={styles.panelTitle}>{title}</span>
        {count > 0 ? <span className={styles.panelCount}>{count} set</span> : null}
      </summary>
      <div className={styles.panelBody}>{children}</div>
    </details>
  );
}
