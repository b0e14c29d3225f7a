import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { OpinionModerationControls } from '../../components/opinionWriting/OpinionModerationControls.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { OpinionDetails } from './OpinionDetails.tsx';
import { opinionPageQuery } from './OpinionPageQuery.ts';
import type { OpinionPageQuery } from './__generated__/OpinionPageQuery.graphql.ts';

/** Route opinion (/o/{slug}): the opinion, or the page status the lookup answered with. */
export function OpinionPage() {
  const data = useRouteQuery<OpinionPageQuery>(opinionPageQuery);
  const result = data.opinion;
  if (result.opinionDetails) {
    return (
      <>
        {result.opinionModeration ? <OpinionModerationControls opinionRef={result.opinionModeration} viewerRef={data.viewer} /> : null}
        <OpinionDetails
          opinionRef={result.opinionDetails}
          viewerRef={data.viewer}
          canSeeDetailedReport={data.viewer.canSeeDetailedOpinionReport}
        />
      </>
    );
  }
  switch (result.__typename) {
    case 'NotFoundError':
      return <PageStatus status={404} />;
    case 'GoneError':
      return <PageStatus status={410} />;
    default:
      throw new Error(`Unexpected opinion lookup result: ${result.__typename}`);
  }
}
