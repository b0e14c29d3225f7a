import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { countLabel } from '../../lib/count-labels.ts';
import { voteLabels } from '../../lib/vote-labels.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import { CardVoteBar } from './CardVoteBar.tsx';
import { TopicLinks } from './TopicLinks.tsx';
import type { OpinionCard_opinion$key } from './__generated__/OpinionCard_opinion.graphql.ts';
import styles from './OpinionCard.module.css';

const opinionCardFragment = graphql`
  fragment OpinionCard_opinion on Opinion {
    slug
    title
    numVotes
    numComments
    viewerRating
    voteTally {
      percentages
    }
    topics {
      ...TopicLinks_topics
    }
  }
`;

/**
 * A feed card: the opinion's title (links to its page), its topics, how the votes split, the vote
 * and comment counts, and for a member who voted, how they voted (the card is marked).
 */
export function OpinionCard({ opinionRef }: { opinionRef: OpinionCard_opinion$key }) {
  const opinion = useFragment(opinionCardFragment, opinionRef);
  const voted = opinion.viewerRating != null ? voteLabels[opinion.viewerRating - 1] : null;
  return (
    <Card as="article" className={[styles.card, voted ? styles.voted : ''].filter(Boolean).join(' ')}>
      <h2 className={styles.title}>
        <Link className={styles.titleLink} to={routePaths.opinion(opinion.slug)}>
          {opinion.title}
        </Link>
      </h2>
      <TopicLinks topicsRef={opinion.topics} />
      {opinion.numVotes > 0 ? <CardVoteBar percentages={opinion.voteTally.percentages} /> : null}
      <p className={styles.counts}>
        <span>{countLabel(opinion.numVotes, 'vote', 'votes')}</span>
        <span>{countLabel(opinion.numComments, 'comment', 'comments')}</span>
        {voted ? <span className={styles.yourVote}>You voted {voted}</span> : null}
      </p>
    </Card>
  );
}
