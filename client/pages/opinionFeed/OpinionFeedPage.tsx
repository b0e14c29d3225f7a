import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AccountDeletedNotice } from '../../components/profile/AccountDeletedNotice.tsx';
import { CommunityStatsCard } from '../../components/feed/CommunityStatsCard.tsx';
import { DiscoverThinkingCard } from '../../components/feed/DiscoverThinkingCard.tsx';
import { clearOpinionFeed } from '../../lib/feed-clear.ts';
import { FeedNavigationCard } from '../../components/feed/FeedNavigationCard.tsx';
import { LatestActivityCard } from '../../components/feed/LatestActivityCard.tsx';
import { LinkShareModal, type SharedLink } from '../../components/share/LinkShareModal.tsx';
import { OpinionFeed } from '../../components/feed/OpinionFeed.tsx';
import { TopContributorsCard } from '../../components/feed/TopContributorsCard.tsx';
import { TrendingOpinionsCard } from '../../components/feed/TrendingOpinionsCard.tsx';
import { useWideLayout } from './useWideLayout.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { opinionFeedPageQuery } from './OpinionFeedPageQuery.ts';
import type { OpinionFeedPageQuery } from './__generated__/OpinionFeedPageQuery.graphql.ts';
import styles from './OpinionFeedPage.module.css';

/** On narrow screens the sidebars' cards appear after this many opinions. */
const MID_FEED_INDEX = 50;

/** Route opinionFeed (/): the For You feed, with sidebars from 1100px and in-feed cards below. */
export function OpinionFeedPage() {
  const data = useRouteQuery<OpinionFeedPageQuery>(opinionFeedPageQuery);
  const wide = useWideLayout();
  const [sharedLink, setSharedLink] = useState<SharedLink | null>(null);

  // Logging in or out changes what For You holds: start the feed over.
  const username = data.viewer.username;
  const previousUsername = useRef(username);
  useEffect(() => {
    if (previousUsername.current === username) return;
    previousUsername.current = username;
    clearOpinionFeed();
  }, [username]);

  const inviteFriend = () =>
    setSharedLink({
      url: `${window.location.origin}${routePaths.opinionFeed()}`,
      title: 'Invite a friend',
      text: 'Vote on opinions, argue for and against, and see what your votes say about you on Opinio.',
    });

  const cards = data.homeFeedCards;
  const navigation = <FeedNavigationCard viewerRef={data.viewer} />;
  const otherCards: ReactNode[] = [
    <TrendingOpinionsCard key="trending" cardsRef={cards} />,
    <LatestActivityCard key="activity" cardsRef={cards} />,
    <TopContributorsCard key="contributors" cardsRef={cards} />,
  ];

  const renderAfter = (index: number, { isLastOfEndedFeed }: { isLastOfEndedFeed: boolean }) => {
    if (wide === true) return null;
    const items: ReactNode[] = [];
    if (index === 0) items.push(<CommunityStatsCard key="stats" cardsRef={cards} />);
    // After item 50, or at the end of a feed shorter than that, so the cards are never lost.
    if (index === MID_FEED_INDEX - 1 || (isLastOfEndedFeed && index < MID_FEED_INDEX - 1)) {
      items.push(<div key="navigation">{navigation}</div>, ...otherCards);
    }
    return items.map((item, position) => (
      <li key={position} className={wide === null ? `${styles.feedCard} ${styles.narrowOnly}` : styles.feedCard}>
        {item}
      </li>
    ));
  };

  return (
    <div className={styles.layout}>
      <title>Opinions on Opinio - Opinio</title>
      {wide !== false ? (
        <aside className={styles.left} aria-label="Browse and contributors">
          {navigation}
          <TopContributorsCard cardsRef={cards} />
        </aside>
      ) : null}
      <div className={styles.feed}>
        <h1 className={styles.heading}>Opinions on Opinio</h1>
        <AccountDeletedNotice />
        <DiscoverThinkingCard />
        <OpinionFeed queryRef={data} renderAfter={renderAfter} onInviteFriend={inviteFriend} />
      </div>
      {wide !== false ? (
        <aside className={styles.right} aria-label="Stats, trending and activity">
          <CommunityStatsCard cardsRef={cards} />
          <TrendingOpinionsCard cardsRef={cards} />
          <LatestActivityCard cardsRef={cards} />
        </aside>
      ) : null}
      <LinkShareModal link={sharedLink} onClose={() => setSharedLink(null)} />
    </div>
  );
}
