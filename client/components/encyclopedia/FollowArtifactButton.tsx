import { useState } from 'react';
import type { EncyclopediaArtifactType } from '../../mutations/__generated__/useFollowArtifactMutation.graphql.ts';
import { useFollowArtifactMutation } from '../../mutations/useFollowArtifactMutation.ts';
import { Button } from '../../ui/Button.tsx';

type Props = { artifactType: EncyclopediaArtifactType; artifactId: number; title: string; following: boolean };

/** Follow / Following for members: a followed item's changes arrive as notifications. */
export function FollowArtifactButton({ artifactType, artifactId, title, following: initial }: Props) {
  // The answer is not a stored item, so the button keeps what the server last said.
  const [following, setFollowing] = useState(initial);
  const [follow, inFlight] = useFollowArtifactMutation();
  const toggle = () =>
    follow(
      { input: { artifactType, artifactId }, following: !following },
      { onSuccess: (state) => setFollowing(state.following), onFailure: (failure) => window.alert(failure.message) },
    );
  return (
    <Button variant={following ? 'secondary' : 'primary'} aria-pressed={following} onClick={toggle} disabled={inFlight}>
      {following ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {title}</span>
    </Button>
  );
}
