import { useEffect, useRef, useState, type Ref } from 'react';
import { graphql, useFragment } from 'react-relay';
import { countLabel } from '../../lib/count-labels.ts';
import { voteLabels } from '../../lib/vote-labels.ts';
import { useCastVoteMutation } from '../../mutations/useCastVoteMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { VotePromptModal } from './VotePromptModal.tsx';
import type { VoteBar_opinion$key } from './__generated__/VoteBar_opinion.graphql.ts';
import type { VoteBar_viewer$key } from './__generated__/VoteBar_viewer.graphql.ts';
import styles from './VoteBar.module.css';

const voteBarOpinionFragment = graphql`
  fragment VoteBar_opinion on Opinion {
    id
    viewerRating
    numVotes
    voteTally {
      id
      numVotes
      counts
      percentages
    }
  }
`;

const voteBarViewerFragment = graphql`
  fragment VoteBar_viewer on Viewer {
    isLoggedIn
  }
`;

/** A pressed vote button animates for 700 ms. */
export const votePressAnimationMs = 700;
/** A Percentages slot holding 999 has no data. */
const noData = 999;
const ratingClass = [styles.rating1, styles.rating2, styles.rating3, styles.rating4, styles.rating5];

/**
 * The five-point vote: five buttons until the viewer has voted, then the results with an
 * "Update your vote" button that brings the buttons back.
 */
export function VoteBar({ opinionRef, viewerRef }: { opinionRef: VoteBar_opinion$key; viewerRef: VoteBar_viewer$key }) {
  const opinion = useFragment(voteBarOpinionFragment, opinionRef);
  const viewer = useFragment(voteBarViewerFragment, viewerRef);
  const [castVote] = useCastVoteMutation();
  const [isUpdating, setIsUpdating] = useState(false);
  const [pressedRating, setPressedRating] = useState<number | null>(null);
  const [promptOpen, setPromptOpen] = useState(false);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pressTimer.current), []);
  // The control a keyboard user pressed disappears when the view switches; focus its successor.
  const focusAfterSwitch = useRef<'results' | 'buttons' | null>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const updateButtonRef = useRef<HTMLButtonElement>(null);

  const { percentages } = opinion.voteTally;
  // Vote results must have 5 items, otherwise an error is thrown (docs/product.md#votes).
  if (percentages.length !== 5) {
    throw new Error(`Vote results must have 5 items, got ${percentages.length}`);
  }

  const vote = (rating: number) => {
    if (!viewer.isLoggedIn) {
      setPromptOpen(true);
      return;
    }
    if (pressedRating !== null) return;
    setPressedRating(rating);
    castVote({
      opinion,
      rating,
      onAuthRequired: () => setPromptOpen(true),
      onFailure: () => window.alert('An error occured when submitting your vote'),
    });
    // The results replace the buttons only once the press animation has played.
    pressTimer.current = setTimeout(() => {
      focusAfterSwitch.current = 'results';
      setPressedRating(null);
      setIsUpdating(false);
    }, votePressAnimationMs);
  };

  const showResults = opinion.viewerRating != null && !isUpdating && pressedRating === null;

  useEffect(() => {
    const wanted = focusAfterSwitch.current;
    if (wanted === 'results' && showResults) {
      updateButtonRef.current?.focus();
      focusAfterSwitch.current = null;
    } else if (wanted === 'buttons' && !showResults) {
      buttonsRef.current?.querySelector('button')?.focus();
      focusAfterSwitch.current = null;
    }
  }, [showResults]);

  return (
    <Card as="section" className={styles.voteBar} aria-label={showResults ? 'Vote results' : 'Vote'}>
      {showResults ? (
        <VoteResults
          percentages={percentages}
          numVotes={opinion.voteTally.numVotes}
          viewerRating={opinion.viewerRating ?? null}
          onUpdateVote={() => {
            focusAfterSwitch.current = 'buttons';
            setIsUpdating(true);
          }}
          updateButtonRef={updateButtonRef}
        />
      ) : (
        <div ref={buttonsRef} className={styles.buttons} role="group" aria-label="Your vote">
          {voteLabels.map((label, index) => {
            const rating = index + 1;
            const classes = [
              styles.voteButton,
              ratingClass[index],
              rating === pressedRating ? styles.pressed : '',
              rating === opinion.viewerRating && pressedRating === null ? styles.current : '',
            ];
            return (
              <button
                key={label}
                type="button"
                className={classes.filter(Boolean).join(' ')}
                data-testid={`vote-button-${rating}`}
                onClick={() => vote(rating)}
                aria-disabled={pressedRating !== null && rating !== pressedRating ? true : undefined}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
      <VotePromptModal open={promptOpen} onClose={() => setPromptOpen(false)} />
    </Card>
  );
}

type VoteResultsProps = {
  percentages: ReadonlyArray<number>;
  numVotes: number;
  viewerRating: number | null;
  onUpdateVote: () => void;
  updateButtonRef: Ref<HTMLButtonElement>;
};

/** "You're with 21% who Agree": where the member's vote stands, the first thing the results say. */
function companyLine(percentages: ReadonlyArray<number>, viewerRating: number | null): string | null {
  if (viewerRating === null) return null;
  const share = percentages[viewerRating - 1];
  if (share === undefined || share === noData) return null;
  const label = voteLabels[viewerRating - 1];
  return `You're with ${share}% who ${label === 'Neutral' ? 'are Neutral' : label}`;
}

function VoteResults({ percentages, numVotes, viewerRating, onUpdateVote, updateButtonRef }: VoteResultsProps) {
  const hasData = percentages.some((value) => value !== noData);
  const company = companyLine(percentages, viewerRating);
  return (
    <>
      {company ? (
        <p className={styles.company} data-testid="vote-company">
          {company}
        </p>
      ) : null}
      {hasData ? (
        <ol className={styles.results}>
          {voteLabels.map((label, index) => {
            const value = percentages[index];
            const known = value !== noData;
            return (
              <li key={label} className={`${styles.resultRow} ${ratingClass[index]}`} data-testid={`vote-result-${index + 1}`}>
                <span className={styles.resultLabel}>
                  {label}
                  {viewerRating === index + 1 ? <span className={styles.yourVote}>Your vote</span> : null}
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: known ? `${value}%` : 0 }} />
                </span>
                <span className={styles.percentage}>{known ? `${value}%` : 'No votes yet'}</span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.noVotes}>No votes yet</p>
      )}
      <div className={styles.summary}>
        <p className={styles.total} data-testid="vote-total">{countLabel(numVotes, 'vote', 'votes')}</p>
        <Button ref={updateButtonRef} variant="secondary" onClick={onUpdateVote}>
          Update your vote
        </Button>
      </div>
    </>
  );
}
