import { OpinionFeed } from '../../components/OpinionFeed.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { opinionFeedPageQuery } from './OpinionFeedPageQuery.ts';
import type { OpinionFeedPageQuery } from './__generated__/OpinionFeedPageQuery.graphql.ts';

/** Route opinionFeed (/): the For You feed. */
export function OpinionFeedPage() {
  const data = useRouteQuery<OpinionFeedPageQuery>(opinionFeedPageQuery);
  return (
    <PageColumn title="Opinions on Opinio">
      <OpinionFeed queryRef={data} />
    </PageColumn>
  );
}
