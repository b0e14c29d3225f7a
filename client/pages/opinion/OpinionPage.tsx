import { useRouteQuery } from '../../relay/route-queries.ts';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { OpinionDetails } from './OpinionDetails.tsx';
import { opinionPageQuery } from './OpinionPageQuery.ts';
import type { OpinionPageQuery } from './__generated__/OpinionPageQuery.graphql.ts';

/** Route opinion (/o/{slug}): the opinion, or the page status the lookup answered with. */
export function OpinionPage() {
  const data = useRouteQuery<OpinionPageQuery>(opinionPageQuery);
  const result = data.opinion;
  if (result.opinionDetails) return <OpinionDetails opinionRef={result.opinionDetails} viewerRef={data.viewer} />;
  switch (result.__typename) {
    case 'NotFoundError':
      return <StatusMessage message="Not found. The URL you entered may be invalid." />;
    case 'GoneError':
      return <StatusMessage message="This content has been removed" />;
    default:
      throw new Error(`Unexpected opinion lookup result: ${result.__typename}`);
  }
}
