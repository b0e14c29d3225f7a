import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { DemographicsForm } from '../../components/profile/DemographicsForm.tsx';
import type { DemographicsForm_query$key } from '../../components/profile/__generated__/DemographicsForm_query.graphql.ts';
import { voteLabels } from '../../lib/vote-labels.ts';
import { useAnswerQuizMutation } from '../../mutations/useAnswerQuizMutation.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FormError } from '../../ui/FormError.tsx';
import type { QuizRunner_quiz$key } from './__generated__/QuizRunner_quiz.graphql.ts';
import styles from './QuizRunner.module.css';

const quizRunnerFragment = graphql`
  fragment QuizRunner_quiz on Quiz {
    slug
    title
    description
    reportName
    demographicsNeeded
    opinions {
      id
      title
      viewerRating
    }
  }
`;

const ratingClass = [styles.rating1, styles.rating2, styles.rating3, styles.rating4, styles.rating5];

/** Where a quiz's results are shown: the Opinion DNA page, or the report's detailed page. */
export function reportPathFor(reportName: string): string {
  return reportName === 'opiniondna' ? routePaths.dnaReport() : routePaths.detailedReport(reportName);
}

/**
 * The quiz states after loading: demographics needed, in progress (one statement at a time,
 * starting at the first unanswered one, so a quiz resumes where it was left), complete.
 */
type QuizRunnerProps = {
  quizRef: QuizRunner_quiz$key;
  /** The demographics form's data, for the "demographics needed" state. */
  demographicsRef: DemographicsForm_query$key;
  onDemographicsSaved: () => void;
};

/** An estimate of the seconds a statement takes to read and answer. */
const SECONDS_PER_STATEMENT = 7;

/** "About 3 minutes left": what is left of the quiz, in whole minutes, never "0 minutes". */
function timeLeftText(statementsLeft: number): string {
  const minutes = Math.ceil((Math.max(0, statementsLeft) * SECONDS_PER_STATEMENT) / 60);
  if (minutes === 0) return 'Nothing left';
  return minutes === 1 ? 'About a minute left' : `About ${minutes} minutes left`;
}

export function QuizRunner({ quizRef, demographicsRef, onDemographicsSaved }: QuizRunnerProps) {
  const quiz = useFragment(quizRunnerFragment, quizRef);
  const [answer] = useAnswerQuizMutation();
  const [error, setError] = useState('');
  const total = quiz.opinions.length;
  const answered = quiz.opinions.filter((opinion) => opinion.viewerRating != null).length;
  const firstUnanswered = quiz.opinions.findIndex((opinion) => opinion.viewerRating == null);
  // null: follow the first unanswered item; a number: the person moved to that item themselves.
  const [chosenIndex, setChosenIndex] = useState<number | null>(null);
  // Set by an answer, cleared when the pointer moves: see .justAnswered in the stylesheet.
  const [justAnswered, setJustAnswered] = useState(false);

  if (quiz.demographicsNeeded) {
    return (
      <Card as="section" className={styles.panel} data-testid="quiz-demographics-needed">
        <h2 className={styles.panelTitle}>First, a little about you</h2>
        <p>
          Your answers are compared with people like you, so this quiz needs your personal details first. They are
          private: nobody else can see them.
        </p>
        <DemographicsForm queryRef={demographicsRef} quizMode onSaved={onDemographicsSaved} />
      </Card>
    );
  }

  // -1 means "done"; an answer the server refused leaves its statement unanswered, shown again.
  const index = chosenIndex === null || chosenIndex === -1 ? firstUnanswered : chosenIndex;
  if (index === -1) {
    return (
      <Card as="section" className={styles.panel} data-testid="quiz-complete">
        <h2 className={styles.panelTitle}>You have completed this quiz</h2>
        <p>
          You answered all {total} statements of {quiz.title}. Your report is ready.
        </p>
        <div className={styles.actions}>
          <ButtonLink variant="primary" to={reportPathFor(quiz.reportName)}>
            See your report
          </ButtonLink>
          <Button onClick={() => setChosenIndex(0)}>Review your answers</Button>
        </div>
      </Card>
    );
  }

  const opinion = quiz.opinions[index];
  const percent = Math.round((100 * answered) / total);
  const choose = (rating: number) => {
    setError('');
    setJustAnswered(true);
    answer({ slug: quiz.slug, opinionId: opinion.id, rating, onFailure: setError });
    // The next unanswered statement after this one, else the first unanswered anywhere.
    const after = quiz.opinions.findIndex((candidate, position) => position > index && candidate.viewerRating == null);
    const before = quiz.opinions.findIndex((candidate, position) => position < index && candidate.viewerRating == null);
    if (after !== -1) setChosenIndex(after);
    else if (before !== -1) setChosenIndex(before);
    // Reviewing a finished quiz: step through it instead of jumping to the end.
    else if (opinion.viewerRating != null && index + 1 < total) setChosenIndex(index + 1);
    else setChosenIndex(-1);
  };

  return (
    <Card as="section" className={styles.panel} data-testid="quiz-in-progress" aria-labelledby="quiz-statement">
      <div className={styles.progressRow}>
        <span data-testid="quiz-position">
          Statement {index + 1} of {total}
        </span>
        <span data-testid="quiz-progress">{answered} answered</span>
        <span data-testid="quiz-time-left">{timeLeftText(total - answered)}</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <h2 id="quiz-statement" className={styles.statement} data-testid="quiz-statement">
        {opinion.title}
      </h2>
      <div
        className={[styles.answers, justAnswered ? styles.justAnswered : ''].filter(Boolean).join(' ')}
        role="group"
        aria-label="Your answer"
        onPointerMove={justAnswered ? () => setJustAnswered(false) : undefined}
      >
        {voteLabels.map((label, labelIndex) => {
          const rating = labelIndex + 1;
          const current = opinion.viewerRating === rating;
          return (
            <button
              key={label}
              type="button"
              className={[styles.answer, ratingClass[labelIndex], current ? styles.current : ''].filter(Boolean).join(' ')}
              aria-pressed={current}
              data-testid={`quiz-answer-${rating}`}
              onClick={() => choose(rating)}
            >
              {label}
            </button>
          );
        })}
      </div>
      <FormError message={error} />
      <div className={styles.navigation}>
        <Button variant="ghost" disabled={index === 0} onClick={() => setChosenIndex(index - 1)}>
          Previous
        </Button>
        <Button variant="ghost" disabled={index === total - 1} onClick={() => setChosenIndex(index + 1)}>
          Skip
        </Button>
      </div>
      <p className={styles.hint}>Your answers are saved as you go: you can stop and come back at any time.</p>
    </Card>
  );
}
