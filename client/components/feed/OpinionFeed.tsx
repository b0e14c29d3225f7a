import { useEffect, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { FeedEndCard } from './FeedEndCard.tsx';
import { onOpinionFeedClear } from '../../lib/feed-clear.ts';
import { InfiniteScrollFooter } from './InfiniteScrollFooter.tsx';
import { opinionFeedThrottleMs } from '../../lib/load-more-throttle.ts';
import { OpinionCardList } from '../opinion/OpinionCardList.tsx';
import type { OpinionFeedPaginationQuery } from './__generated__/OpinionFeedPaginationQuery.graphql.ts';
import type { OpinionFeed_query$key } from './__generated__/OpinionFeed_query.graphql.ts';

const pageSize = 20;

const opinionFeedFragment = graphql`
  fragment OpinionFeed_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "OpinionFeedPaginationQuery") {
    opinionFeed(first: $count, after: $cursor) @connection(key: "OpinionFeed_opinionFeed") {
      edges {
        node {
          id
          ...OpinionCard_opinion
        }
      }
    }
  }
`;

type OpinionFeedProps = {
  queryRef: OpinionFeed_query$key;
  /** Cards placed among the opinions (narrow screens), after the opinion at this index. */
  renderAfter?: (index: number, position: { isLastOfEndedFeed: boolean }) => ReactNode;
  onInviteFriend: () => void;
};

/** The For You feed: cards, infinite loading, the end card once it runs out, and a clear that starts over. */
export function OpinionFeed({ queryRef, renderAfter, onInviteFriend }: OpinionFeedProps) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<OpinionFeedPaginationQuery, OpinionFeed_query$key>(
    opinionFeedFragment,
    queryRef,
  );
  // A clear (client/lib/feed-clear.ts) drops every loaded page and fetches page one again from the server.
  useEffect(
    () => onOpinionFeedClear(() => refetch({ count: pageSize, cursor: null }, { fetchPolicy: 'network-only' })),
    [refetch],
  );
  const opinions = data.opinionFeed.edges.map((edge) => edge.node);
  return (
    <>
      <OpinionCardList opinions={opinions} label="For You opinions" renderAfter={
          renderAfter && ((index, isLast) => renderAfter(index, { isLastOfEndedFeed: isLast && !hasNext }))
        }
      />
      <InfiniteScrollFooter
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(pageSize)}
        throttleMs={opinionFeedThrottleMs}
      />
      {hasNext ? null : <FeedEndCard onInviteFriend={onInviteFriend} />}
    </>
  );
}
