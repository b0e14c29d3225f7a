import { lazy, Suspense, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { recordAnalyticsEvent } from '../../lib/analytics.ts';
import { onNewOpinionRequest } from '../../lib/new-opinion-request.ts';
import type { OpinionModalMode } from './OpinionModal.tsx';
import { VotePromptModal } from '../opinion/VotePromptModal.tsx';
import type { OpinionModalHost_viewer$key } from './__generated__/OpinionModalHost_viewer.graphql.ts';

const opinionModalHostViewerFragment = graphql`
  fragment OpinionModalHost_viewer on Viewer {
    isLoggedIn
    canCreateOpinions
  }
`;

// The writing form (topics, the title checks, its mutations) loads when someone first opens it.
const OpinionModal = lazy(() => import('./OpinionModal.tsx').then((module) => ({ default: module.OpinionModal })));

/** The analytics event of a logged-out "New opinion" press (docs/product.md#writing-opinions). */
function logAttemptedNewOpinion(): void {
  recordAnalyticsEvent('attempted_new_opinion', { props: { path: window.location.pathname } });
}

/**
 * Answers every "New opinion" button (through new-opinion-request.ts), once for the whole app:
 * logged out, the vote prompt; with CanCreateOpinions, the opinion modal in create
 * mode; anyone else is sent to the Suggest page, where everybody can propose an opinion.
 */
export function OpinionModalHost({ viewerRef }: { viewerRef: OpinionModalHost_viewer$key }) {
  const viewer = useFragment(opinionModalHostViewerFragment, viewerRef);
  const navigate = useNavigate();
  const [mode, setMode] = useState<OpinionModalMode | null>(null);
  const [votePromptOpen, setVotePromptOpen] = useState(false);

  useEffect(
    () =>
      onNewOpinionRequest(() => {
        if (!viewer.isLoggedIn) {
          logAttemptedNewOpinion();
          setVotePromptOpen(true);
        } else if (viewer.canCreateOpinions) {
          setMode({ kind: 'create' });
        } else {
          void navigate('/suggest');
        }
      }),
    [viewer.isLoggedIn, viewer.canCreateOpinions, navigate],
  );

  return (
    <>
      {mode ? (
        <Suspense fallback={null}>
          <OpinionModal mode={mode} onClose={() => setMode(null)} />
        </Suspense>
      ) : null}
      <VotePromptModal open={votePromptOpen} onClose={() => setVotePromptOpen(false)} />
    </>
  );
}
