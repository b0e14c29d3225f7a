import { graphql, usePaginationFragment } from 'react-relay';
import { FeedEndCard } from './FeedEndCard.tsx';
import { InfiniteScrollFooter } from './InfiniteScrollFooter.tsx';
import { OpinionCardList } from './OpinionCardList.tsx';
import type { OpinionFeedPaginationQuery } from './__generated__/OpinionFeedPaginationQuery.graphql.ts';
import type { OpinionFeed_query$key } from './__generated__/OpinionFeed_query.graphql.ts';

/** Spec 9: at most one For You feed fetch per 2500 ms. */
export const opinionFeedThrottleMs = 2500;
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

/** The For You feed: cards, infinite loading, and the end card once it runs out. */
export function OpinionFeed({ queryRef }: { queryRef: OpinionFeed_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<OpinionFeedPaginationQuery, OpinionFeed_query$key>(
    opinionFeedFragment,
    queryRef,
  );
  const opinions = data.opinionFeed.edges.map((edge) => edge.node);
  return (
    <>
      <OpinionCardList opinions={opinions} label="For You opinions" />
      <InfiniteScrollFooter
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(pageSize)}
        throttleMs={opinionFeedThrottleMs}
      />
      {hasNext ? null : <FeedEndCard />}
    </>
  );
}
