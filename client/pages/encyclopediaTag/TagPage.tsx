// Route encyclopediaTag (/tags/{slug}, docs/product.md#encyclopedia): the tag's description, its
// questions and people. Contributors edit the title and description; CanDeleteContent deletes;
// members follow.
import { DESCRIPTION_FIELD } from '../../components/encyclopedia/ArtifactTextForm.tsx';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArtifactEditModal } from '../../components/encyclopedia/ArtifactEditModal.tsx';
import { DeleteArtifactButton } from '../../components/encyclopedia/DeleteArtifactButton.tsx';
import { FollowArtifactButton } from '../../components/encyclopedia/FollowArtifactButton.tsx';
import { canEditEncyclopedia } from '../../components/encyclopedia/roles.ts';
import { useRefresh } from '../../components/encyclopedia/useRefresh.ts';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { routePaths } from '../../lib/route-paths.ts';
import { useEditEncyclopediaTagMutation } from '../../mutations/useEditEncyclopediaTagMutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { tagPageQuery } from './TagPageQuery.ts';
import type { TagPageQuery, TagPageQuery$data } from './__generated__/TagPageQuery.graphql.ts';
import styles from '../../components/encyclopedia/EncyclopediaItems.module.css';

type Tag = Extract<TagPageQuery$data['encyclopediaTag'], { __typename: 'Tag' }>;

const TAG_FIELDS = [
  { name: 'title', label: 'Title', max: 60, required: true },
  DESCRIPTION_FIELD,
];

export function TagPage() {
  const slug = useParams().slug ?? '';
  const { viewer, encyclopediaTag: tag } = useRouteQuery<TagPageQuery>(tagPageQuery);
  const refetch = useRefresh<TagPageQuery>(tagPageQuery, { slug });
  if (tag.__typename === 'GoneError') return <PageStatus status={410} />;
  if (tag.__typename !== 'Tag') return <PageStatus status={404} />;
  return (
    <PageColumn title={tag.title}>
      {tag.description ? <p className={styles.description}>{tag.description}</p> : <p className={styles.muted}>No description yet.</p>}
      <div className={styles.actions}>
        {viewer.isLoggedIn ? (
          <FollowArtifactButton key={String(tag.followedByMe)} artifactType="TAG" artifactId={tag.databaseId} title={tag.title} following={tag.followedByMe} />
        ) : null}
        {canEditEncyclopedia(viewer.role) ? <EditTagButton tag={tag} refetch={refetch} /> : null}
        <ButtonLink variant="ghost" to={routePaths.history('tag', tag.databaseId)}>
          History
        </ButtonLink>
        {viewer.canDeleteContent ? (
          <DeleteArtifactButton artifactType="TAG" artifactId={tag.databaseId} title={tag.title} afterPath={routePaths.encyclopedia()} />
        ) : null}
      </div>
      <section aria-labelledby="tag-questions" className={styles.section}>
        <h2 id="tag-questions" className={styles.sectionTitle}>
          Questions
        </h2>
        {tag.questions.length === 0 ? (
          <p className={styles.muted}>No questions with this tag yet.</p>
        ) : (
          <ul className={styles.itemList}>
            {tag.questions.map((question) => (
              <li key={question.databaseId}>
                <Link to={question.url}>{question.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="tag-people" className={styles.section}>
        <h2 id="tag-people" className={styles.sectionTitle}>
          People
        </h2>
        {tag.people.length === 0 ? (
          <p className={styles.muted}>No people with this tag yet.</p>
        ) : (
          <ul className={styles.itemList}>
            {tag.people.map((person) => (
              <li key={person.databaseId}>
                <Link to={routePaths.person(person.slug)}>{person.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageColumn>
  );
}

/** Edit: title and description in a dialog, saved from the revision the page showed. */
function EditTagButton({ tag, refetch }: { tag: Tag; refetch: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [edit, saving] = useEditEncyclopediaTagMutation();
  const start = () => {
    setGeneration((value) => value + 1);
    setOpen(true);
  };
  return (
    <>
      <Button onClick={start}>Edit</Button>
      <ArtifactEditModal
        open={open}
        title={`Edit ${tag.title}`}
        onClose={() => setOpen(false)}
        formKey={`${generation}-${tag.latestRevisionId}`}
        fields={TAG_FIELDS}
        initial={{ title: tag.title, description: tag.description }}
        submitLabel="Save changes"
        submitting={saving}
        onReload={() => void refetch().then(start)}
        onSubmit={(values, onFailure) =>
          edit(
            {
              input: {
                tagId: tag.databaseId,
                baseRevisionId: tag.latestRevisionId ?? 0,
                ...(values.title!.trim() !== tag.title ? { title: values.title!.trim() } : {}),
                ...(values.description!.trim() !== tag.description ? { description: values.description!.trim() } : {}),
              },
            },
            { onSuccess: () => setOpen(false), onFailure },
          )
        }
      />
    </>
  );
}
