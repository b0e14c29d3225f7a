import { Card } from '../../ui/Card.tsx';
import styles from './DetailedReportOverview.module.css';
import type { ElementSection } from './OverviewFilters.tsx';

type PopulationAveragesProps = {
  elements: readonly string[];
  averages: ReadonlyArray<number | null | undefined>;
  sections: readonly ElementSection[];
  /** Said in place of an average under K. */
  suppressed: string;
  /** A new filter is loading: the figures shown are the previous ones. */
  stale: boolean;
};

/** The population's average score per element (0-100), one card per section. */
export function PopulationAverages({ elements, averages, sections, suppressed, stale }: PopulationAveragesProps) {
  return (
    <section className={styles.averagesSection} aria-labelledby="population-averages" aria-busy={stale} data-testid="population-averages">
      <h2 id="population-averages" className={styles.averagesTitle}>
        Population averages
      </h2>
      <p className={styles.privacyNote}>
        Counts and averages are privacy-protected estimates: each carries a little random noise, so no two filters can be
        subtracted to single out a person.
      </p>
      <div className={stale ? `${styles.sections} ${styles.stale}` : styles.sections}>
        {sections.map((section) => (
          <Card as="section" key={section.title} className={styles.section} aria-labelledby={`averages-${section.start}`}>
            <h3 id={`averages-${section.start}`} className={styles.sectionTitle}>
              {section.title}
            </h3>
            <ul className={styles.averages}>
              {elements.slice(section.start, section.end).map((element, offset) => {
                const average = averages[section.start + offset];
                const shown = average !== null && average !== undefined;
                return (
                  <li key={element} className={styles.averageRow} data-testid="average-row">
                    <span className={styles.elementName}>{element}</span>
                    <span className={styles.bar} aria-hidden="true">
                      {shown ? <span className={styles.barFill} style={{ width: `${average}%` }} /> : null}
                    </span>
                    <span className={styles.averageValue}>{shown ? average.toFixed(1) : suppressed}</span>
                  </li>
                );
              })}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}
