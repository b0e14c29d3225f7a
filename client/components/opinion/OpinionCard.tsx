import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { countLabel } from '../../lib/count-labels.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import { TopicLinks } from './TopicLinks.tsx';
import type { OpinionCard_opinion$key } from './__generated__/OpinionCard_opinion.graphql.ts';
import styles from './OpinionCard.module.css';

const opinionCardFragment = graphql`
  fragment OpinionCard_opinion on Opinion {
    slug
    title
    numVotes
    topics {
      ...TopicLinks_topics
    }
  }
`;

/** A feed card: the opinion's title (links to its page), its topics and its vote count. */
export function OpinionCard({ opinionRef }: { opinionRef: OpinionCard_opinion$key }) {
  const opinion = useFragment(opinionCardFragment, opinionRef);
  return (
    <Card as="article" className={styles.card}>
      <h2 className={styles.title}>
        <Link className={styles.titleLink} to={routePaths.opinion(opinion.slug)}>
          {opinion.title}
        </Link>
      </h2>
      <TopicLinks topicsRef={opinion.topics} />
      <p className={styles.votes}>{countLabel(opinion.numVotes, 'vote', 'votes')}</p>
    </Card>
  );
}
