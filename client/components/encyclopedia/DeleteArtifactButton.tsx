import { useNavigate } from 'react-router';
import type { EncyclopediaArtifactType } from '../../mutations/__generated__/useDeleteEncyclopediaArtifactMutation.graphql.ts';
import { useDeleteEncyclopediaArtifactMutation } from '../../mutations/useDeleteEncyclopediaArtifactMutation.ts';
import { Button } from '../../ui/Button.tsx';

type Props = { artifactType: EncyclopediaArtifactType; artifactId: number; title: string; /** Where to go once it is gone. */ afterPath: string };

/** Delete, for CanDeleteContent, after a confirmation; its history's "Revert to this" restores it. */
export function DeleteArtifactButton({ artifactType, artifactId, title, afterPath }: Props) {
  const [remove, inFlight] = useDeleteEncyclopediaArtifactMutation();
  const navigate = useNavigate();
  const confirmAndDelete = () => {
    if (!window.confirm(`Delete “${title}”? It can be restored from its history.`)) return;
    remove(
      { input: { artifactType, artifactId } },
      { onSuccess: () => void navigate(afterPath), onFailure: (failure) => window.alert(failure.message) },
    );
  };
  return (
    <Button onClick={confirmAndDelete} disabled={inFlight}>
      {inFlight ? 'Deleting...' : 'Delete'}
    </Button>
  );
}
