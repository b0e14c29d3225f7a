import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { VotePromptModal } from '../../components/opinion/VotePromptModal.tsx';
import { useFollowTopicMutation } from '../../mutations/useFollowTopicMutation.ts';
import { Button } from '../../ui/Button.tsx';
import type { FollowTopicButton_topic$key } from './__generated__/FollowTopicButton_topic.graphql.ts';
import type { FollowTopicButton_viewer$key } from './__generated__/FollowTopicButton_viewer.graphql.ts';

const topicFragment = graphql`
  fragment FollowTopicButton_topic on Topic {
    id
    title
    viewerFollows
    numFollowers
  }
`;

const viewerFragment = graphql`
  fragment FollowTopicButton_viewer on Viewer {
    isLoggedIn
  }
`;

type Props = { topicRef: FollowTopicButton_topic$key; viewerRef: FollowTopicButton_viewer$key };

/** Follow / Following: followed topics come first in For You. Visitors get the sign-up prompt. */
export function FollowTopicButton({ topicRef, viewerRef }: Props) {
  const topic = useFragment(topicFragment, topicRef);
  const viewer = useFragment(viewerFragment, viewerRef);
  const [setFollowing, isInFlight] = useFollowTopicMutation();
  const [promptOpen, setPromptOpen] = useState(false);

  const toggle = () => {
    if (!viewer.isLoggedIn) {
      setPromptOpen(true);
      return;
    }
    setFollowing(topic, !topic.viewerFollows, (message) => window.alert(message));
  };

  return (
    <>
      <Button variant={topic.viewerFollows ? 'secondary' : 'primary'} aria-pressed={topic.viewerFollows} onClick={toggle} disabled={isInFlight}>
        {topic.viewerFollows ? 'Following' : 'Follow'}
        <span className="visually-hidden"> {topic.title}</span>
      </Button>
      <VotePromptModal open={promptOpen} onClose={() => setPromptOpen(false)} />
    </>
  );
}
