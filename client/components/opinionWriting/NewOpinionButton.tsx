import { graphql, useFragment } from 'react-relay';
import { Button } from '../../ui/Button.tsx';
import { requestNewOpinion } from '../../lib/new-opinion-request.ts';
import type { NewOpinionButton_viewer$key } from './__generated__/NewOpinionButton_viewer.graphql.ts';

const newOpinionButtonViewerFragment = graphql`
  fragment NewOpinionButton_viewer on Viewer {
    isLoggedIn
    canCreateOpinions
  }
`;

/**
 * "New opinion" (docs/product.md#writing-opinions): shown to people with CanCreateOpinions, and to
 * visitors, for whom it opens the sign-up prompt. Logged-in people without the permission do not
 * see it.
 */
export function NewOpinionButton({ viewerRef, fullWidth = false }: { viewerRef: NewOpinionButton_viewer$key; fullWidth?: boolean }) {
  const viewer = useFragment(newOpinionButtonViewerFragment, viewerRef);
  if (viewer.isLoggedIn && !viewer.canCreateOpinions) return null;
  return (
    <Button variant="primary" fullWidth={fullWidth} onClick={() => requestNewOpinion()}>
      New opinion
    </Button>
  );
}
