import { useLayoutEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { countLabel } from '../../lib/count-labels.ts';
import type { ActivityGrid_grid$key } from './__generated__/ActivityGrid_grid.graphql.ts';
import styles from './ActivityGrid.module.css';

const activityGridFragment = graphql`
  fragment ActivityGrid_grid on ActivityGrid {
    startTime
    activity
    heat
  }
`;

const DAY_MS = 24 * 60 * 60 * 1000;
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month name over the first week column of each month (the week holding its first day). */
function monthLabels(start: number, days: number): Array<{ week: number; name: string }> {
  const labels: Array<{ week: number; name: string }> = [];
  for (let week = 0; week * 7 < days; week += 1) {
    const first = new Date(start + week * 7 * DAY_MS);
    const last = new Date(start + Math.min(week * 7 + 6, days - 1) * DAY_MS);
    const crosses = last.getUTCMonth() !== first.getUTCMonth();
    if (first.getUTCDate() === 1 || crosses) {
      labels.push({ week, name: monthNames[crosses ? last.getUTCMonth() : first.getUTCMonth()] });
    } else if (week === 0 && first.getUTCDate() <= 7) {
      // The grid starts early in a month: name it on the first column too.
      labels.push({ week, name: monthNames[first.getUTCMonth()] });
    }
  }
  return labels;
}

const heatClasses = [styles.heat0, styles.heat1, styles.heat2, styles.heat3, styles.heat4, styles.heat5];

/** Daily contributions over the last year: one column per week, Sunday at the top. */
export function ActivityGrid({ gridRef }: { gridRef: ActivityGrid_grid$key }) {
  const grid = useFragment(activityGridFragment, gridRef);
  const start = new Date(grid.startTime).getTime();
  const total = grid.activity.reduce((sum, count) => sum + count, 0);
  const activeDays = grid.activity.filter((count) => count > 0).length;
  const summary = `${countLabel(total, 'contribution', 'contributions')} in the last year, on ${countLabel(activeDays, 'day', 'days')}`;
  const scroller = useRef<HTMLDivElement>(null);
  // Where the grid is wider than the screen (a phone), it opens on the latest weeks, the ones
  // people look for, rather than on the year's empty start.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [grid.startTime]);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{summary}</figcaption>
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <div ref={scroller} className={styles.scroller} tabIndex={0} role="group" aria-label="Activity grid">
        <div className={styles.months} aria-hidden="true">
          {monthLabels(start, grid.activity.length).map((label) => (
            <span key={label.week} style={{ gridColumnStart: label.week + 1 }}>
              {label.name}
            </span>
          ))}
        </div>
        <div className={styles.grid} role="img" aria-label={summary} data-testid="activity-grid">
          {grid.activity.map((count, index) => {
            const day = new Date(start + index * DAY_MS).toISOString().slice(0, 10);
            return (
              <span
                key={day}
                className={`${styles.cell} ${heatClasses[grid.heat[index]] ?? styles.heat0}`}
                title={`${countLabel(count, 'contribution', 'contributions')} on ${day}`}
                data-day={day}
                data-count={count}
              />
            );
          })}
        </div>
      </div>
      <div className={styles.legend} aria-hidden="true">
        <span>Less</span>
        {heatClasses.map((heatClass, index) => (
          <span key={index} className={`${styles.cell} ${heatClass}`} />
        ))}
        <span>More</span>
      </div>
    </figure>
  );
}
