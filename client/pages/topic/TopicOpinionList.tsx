import { graphql, usePaginationFragment } from 'react-relay';
import { InfiniteScrollFooter } from '../../components/feed/InfiniteScrollFooter.tsx';
import { topicFeedThrottleMs } from '../../lib/load-more-throttle.ts';
import { OpinionCardList } from '../../components/opinion/OpinionCardList.tsx';
import type { TopicOpinionListPaginationQuery } from './__generated__/TopicOpinionListPaginationQuery.graphql.ts';
import type { TopicOpinionList_topic$key } from './__generated__/TopicOpinionList_topic.graphql.ts';

const pageSize = 20;

const topicOpinionListFragment = graphql`
  fragment TopicOpinionList_topic on Topic
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "TopicOpinionListPaginationQuery") {
    title
    opinions(first: $count, after: $cursor) @connection(key: "TopicOpinionList_opinions") {
      edges {
        node {
          id
          ...OpinionCard_opinion
        }
      }
    }
  }
`;

/** A topic's opinions with the feed's infinite loading. */
export function TopicOpinionList({ topicRef }: { topicRef: TopicOpinionList_topic$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    TopicOpinionListPaginationQuery,
    TopicOpinionList_topic$key
  >(topicOpinionListFragment, topicRef);
  const opinions = data.opinions.edges.map((edge) => edge.node);
  return (
    <>
      <OpinionCardList opinions={opinions} label={`Opinions in ${data.title}`} />
      <InfiniteScrollFooter
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(pageSize)}
        throttleMs={topicFeedThrottleMs}
      />
    </>
  );
}
