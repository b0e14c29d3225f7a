import { graphql, useFragment } from 'react-relay';
import { DemographicVoteChart } from '../../components/opinion/DemographicVoteChart.tsx';
import { OpinionInsights } from '../../components/opinion/OpinionInsights.tsx';
import { ShareBox } from '../../components/share/ShareBox.tsx';
import { CommentThread } from '../../components/comments/CommentThread.tsx';
import { TopicLinks } from '../../components/opinion/TopicLinks.tsx';
import { VoteBar } from '../../components/opinion/VoteBar.tsx';
import type { VoteBar_viewer$key } from '../../components/opinion/__generated__/VoteBar_viewer.graphql.ts';
import { Link } from 'react-router';
import { countLabel } from '../../lib/count-labels.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useSiteOrigin } from '../../lib/site-origin.ts';
import { useVoteTallySubscription } from '../../subscriptions/useVoteTallySubscription.ts';
import type { OpinionDetails_opinion$key } from './__generated__/OpinionDetails_opinion.graphql.ts';
import styles from './OpinionDetails.module.css';

const opinionDetailsFragment = graphql`
  fragment OpinionDetails_opinion on Opinion {
    id
    slug
    title
    link
    tidbit
    deleted
    suggestedBy {
      username
    }
    numViews
    numShares
    topics {
      ...TopicLinks_topics
    }
    ...VoteBar_opinion
    ...OpinionInsights_opinion
    ...DemographicVoteChart_opinion
    commentThread {
      ...CommentThread_thread
    }
  }
`;

/** Only http(s) links are rendered as links; anything else could run script or mislead. */
function safeExternalUrl(link: string): URL | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

type OpinionDetailsProps = {
  opinionRef: OpinionDetails_opinion$key;
  viewerRef: VoteBar_viewer$key;
  /** CanSeeDetailedOpinionReport shows the link to the detailed report. */
  canSeeDetailedReport?: boolean;
};

/** The opinion page's content. Its vote counts stay live while it is shown. */
export function OpinionDetails({ opinionRef, viewerRef, canSeeDetailedReport = false }: OpinionDetailsProps) {
  const opinion = useFragment(opinionDetailsFragment, opinionRef);
  useVoteTallySubscription(opinion.id);
  const link = opinion.link ? safeExternalUrl(opinion.link) : null;
  const siteOrigin = useSiteOrigin();
  return (
    <article className={styles.opinion}>
      <title>{`${opinion.title} - Opinio`}</title>
      {opinion.deleted ? <p className={styles.deleted}>Deleted</p> : null}
      <h1 className={styles.title}>{opinion.title}</h1>
      {opinion.tidbit ? <p className={styles.tidbit}>{opinion.tidbit}</p> : null}
      {link ? (
        <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer nofollow">
          {link.hostname.replace(/^www\./, '')}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      {opinion.suggestedBy ? (
        <p className={styles.suggestedBy}>
          Suggested by <Link to={routePaths.userProfile(opinion.suggestedBy.username)}>@{opinion.suggestedBy.username}</Link>
        </p>
      ) : null}
      <TopicLinks topicsRef={opinion.topics} />
      <ul className={styles.stats} aria-label="Statistics">
        <li>{countLabel(opinion.numViews, 'view', 'views')}</li>
        <li>{countLabel(opinion.numShares, 'share', 'shares')}</li>
      </ul>
      {opinion.deleted ? null : <VoteBar opinionRef={opinion} viewerRef={viewerRef} />}
      {canSeeDetailedReport ? (
        <p className={styles.report}>
          <Link to={routePaths.detailedOpinionReport(opinion.slug)}>See the detailed report</Link>
        </p>
      ) : null}
      <OpinionInsights opinionRef={opinion} />
      <DemographicVoteChart opinionRef={opinion} />
      <ShareBox url={`${siteOrigin}${routePaths.opinion(opinion.slug)}`} title={opinion.title} />
      <CommentThread threadRef={opinion.commentThread} />
    </article>
  );
}
