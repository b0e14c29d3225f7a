import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatCount, relativeTime } from '../../lib/formatting.ts';
import { Card } from '../../ui/Card.tsx';
import { describeVoteSplit, VoteLegend, VoteSplitBar } from './VoteSplitBar.tsx';
import type { DemographicVoteChart_opinion$key } from './__generated__/DemographicVoteChart_opinion.graphql.ts';
import styles from './OpinionInsights.module.css';

const demographicVoteChartFragment = graphql`
  fragment DemographicVoteChart_opinion on Opinion {
    insights {
      asOf
      breakdown {
        question
        label
        answers {
          answer
          label
          voters
          percentages
        }
      }
    }
  }
`;

/** A cell with fewer than K = 5 voters is suppressed (docs/product.md#privacy-of-aggregates). */
const SUPPRESSED_TEXT = 'fewer than 5';

/** The vote distribution per demographic answer; the first question only until "See more". */
export function DemographicVoteChart({ opinionRef }: { opinionRef: DemographicVoteChart_opinion$key }) {
  const { insights } = useFragment(demographicVoteChartFragment, opinionRef);
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const chartId = useId();
  const questions = insights.breakdown;
  if (questions.length === 0) return null;
  const shown = expanded ? questions : questions.slice(0, 1);
  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Votes by demographic
      </h2>
      <VoteLegend />
      <div id={chartId}>
        {shown.map((question) => (
          <section key={question.question} className={styles.question} aria-label={question.label}>
            <h3 className={styles.questionTitle}>{question.label}</h3>
            <ul className={styles.rows}>
              {question.answers.map((answer) => {
                const suppressed = answer.voters === null;
                const description = suppressed
                  ? `${answer.label}: ${SUPPRESSED_TEXT} voters`
                  : `${answer.label}, ${formatCount(answer.voters!)} voters: ${describeVoteSplit(answer.percentages)}`;
                return (
                  <li key={answer.answer} className={styles.row}>
                    <span className={styles.answer}>
                      {answer.label}
                      <span className={styles.voters}>{suppressed ? `${SUPPRESSED_TEXT} voters` : `${formatCount(answer.voters!)} voters`}</span>
                    </span>
                    <VoteSplitBar percentages={suppressed ? null : answer.percentages} label={description} showValues />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {insights.asOf ? (
        <p className={styles.note}>
          Estimates: voters are rounded to 5 and the figures are updated every 15 minutes or more, so that no one's vote
          can be picked out. Counted{' '}
          <time dateTime={String(insights.asOf)} suppressHydrationWarning>
            {relativeTime(insights.asOf)}
          </time>
          .
        </p>
      ) : null}
      {questions.length > 1 ? (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={chartId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'See less' : 'See more'}
        </button>
      ) : null}
    </Card>
  );
}
