// Route person (/people/{slug}, docs/product.md#encyclopedia): who they are, their tags, links and
// questions. Contributors edit the text and tags, the picture and the links; CanDeleteContent
// deletes; members follow. Every change is a revision in the History.
import { DESCRIPTION_FIELD } from '../../components/encyclopedia/ArtifactTextForm.tsx';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArtifactEditModal } from '../../components/encyclopedia/ArtifactEditModal.tsx';
import { DeleteArtifactButton } from '../../components/encyclopedia/DeleteArtifactButton.tsx';
import { EncyclopediaPicture } from '../../components/encyclopedia/EncyclopediaPicture.tsx';
import { ExternalLinks } from '../../components/encyclopedia/ExternalLinks.tsx';
import { FollowArtifactButton } from '../../components/encyclopedia/FollowArtifactButton.tsx';
import { canEditEncyclopedia } from '../../components/encyclopedia/roles.ts';
import { PictureControls } from '../../components/encyclopedia/PictureControls.tsx';
import { ChoicePicker, tagChoices } from '../../components/encyclopedia/ChoicePicker.tsx';
import { useRefresh } from '../../components/encyclopedia/useRefresh.ts';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { routePaths } from '../../lib/route-paths.ts';
import { useEditPersonMutation } from '../../mutations/useEditPersonMutation.ts';
import { useSetPersonImageMutation } from '../../mutations/useSetPersonImageMutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { personPageQuery } from './PersonPageQuery.ts';
import type { PersonPageQuery, PersonPageQuery$data } from './__generated__/PersonPageQuery.graphql.ts';
import styles from '../../components/encyclopedia/EncyclopediaItems.module.css';

type Person = Extract<PersonPageQuery$data['person'], { __typename: 'Person' }>;

const PERSON_FIELDS = [
  { name: 'name', label: 'Name', max: 120, required: true },
  DESCRIPTION_FIELD,
];
const MAX_TAGS = 10;

export function PersonPage() {
  const slug = useParams().slug ?? '';
  const { viewer, person, tags } = useRouteQuery<PersonPageQuery>(personPageQuery);
  const refetch = useRefresh<PersonPageQuery>(personPageQuery, { slug });
  if (person.__typename === 'GoneError') return <PageStatus status={410} />;
  if (person.__typename !== 'Person') return <PageStatus status={404} />;
  const canEdit = canEditEncyclopedia(viewer.role);
  return (
    <PageColumn title={person.name}>
      <div className={styles.header}>
        <EncyclopediaPicture picture={person} className={styles.picture} sizes="160px" alt={person.name} atTopOfPage />
        <div className={styles.headerText}>
          {person.description ? <p className={styles.description}>{person.description}</p> : <p className={styles.muted}>No description yet.</p>}
          {person.tags.length > 0 ? (
            <ul className={styles.chips} aria-label="Tags">
              {person.tags.map((tag) => (
                <li key={tag.databaseId}>
                  <Link className={styles.chip} to={routePaths.encyclopediaTag(tag.slug)}>
                    {tag.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className={styles.actions}>
        {viewer.isLoggedIn ? (
          <FollowArtifactButton key={String(person.followedByMe)} artifactType="PERSON" artifactId={person.databaseId} title={person.name} following={person.followedByMe} />
        ) : null}
        {canEdit ? <EditPersonButton person={person} tags={tags} refetch={refetch} /> : null}
        <ButtonLink variant="ghost" to={routePaths.history('person', person.databaseId)}>
          History
        </ButtonLink>
        {viewer.canDeleteContent ? (
          <DeleteArtifactButton artifactType="PERSON" artifactId={person.databaseId} title={person.name} afterPath={routePaths.encyclopedia()} />
        ) : null}
      </div>
      {canEdit ? <PictureForm person={person} /> : null}
      <ExternalLinks
        artifactType="PERSON"
        artifactId={person.databaseId}
        links={person.links}
        latestRevisionId={person.latestRevisionId ?? null}
        canEdit={canEdit}
        onChanged={() => void refetch()}
        label={`Links about ${person.name}`}
      />
      <section aria-labelledby="person-questions" className={styles.section}>
        <h2 id="person-questions" className={styles.sectionTitle}>
          Questions
        </h2>
        {person.questions.length === 0 ? (
          <p className={styles.muted}>Not linked to any question yet.</p>
        ) : (
          <ul className={styles.itemList}>
            {person.questions.map((question) => (
              <li key={question.databaseId}>
                <Link to={question.url}>{question.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageColumn>
  );
}

type EditProps = { person: Person; tags: PersonPageQuery$data['tags']; refetch: () => Promise<unknown> };

/** Edit: name, description and tags in a dialog, saved from the revision the page showed. */
function EditPersonButton({ person, tags, refetch }: EditProps) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const initialTags = person.tags.map((tag) => tag.databaseId);
  const [tagIds, setTagIds] = useState<number[]>(initialTags);
  const [edit, saving] = useEditPersonMutation();
  const tagsChanged = [...tagIds].sort().join() !== [...initialTags].sort().join();
  const start = () => {
    setTagIds(initialTags);
    setGeneration((value) => value + 1);
    setOpen(true);
  };
  const reload = () => void refetch().then(start);
  return (
    <>
      <Button onClick={start}>Edit</Button>
      <ArtifactEditModal
        open={open}
        title={`Edit ${person.name}`}
        onClose={() => setOpen(false)}
        formKey={`${generation}-${person.latestRevisionId}`}
        fields={PERSON_FIELDS}
        initial={{ name: person.name, description: person.description }}
        submitLabel="Save changes"
        submitting={saving}
        extraDirty={tagsChanged}
        onReload={reload}
        onSubmit={(values, onFailure) =>
          edit(
            {
              input: {
                personId: person.databaseId,
                baseRevisionId: person.latestRevisionId ?? 0,
                // Only what changed: an unchanged field cannot conflict with someone else's edit.
                ...(values.name!.trim() !== person.name ? { name: values.name!.trim() } : {}),
                ...(values.description!.trim() !== person.description ? { description: values.description!.trim() } : {}),
                ...(tagsChanged ? { tagIds } : {}),
              },
            },
            { onSuccess: () => setOpen(false), onFailure },
          )
        }
      >
        <ChoicePicker legend="Tags" choices={tagChoices(tags)} selected={tagIds} onChange={setTagIds} max={MAX_TAGS} emptyText="No tags yet." />
      </ArtifactEditModal>
    </>
  );
}

/** The picture: a file (JPEG, PNG, WebP or GIF, at most 2 MB) replaces it; Remove takes it away. */
function PictureForm({ person }: { person: Person }) {
  const [setImage, saving] = useSetPersonImageMutation();
  return (
    <div className={styles.pictureForm}>
      <PictureControls
        hasPicture={Boolean(person.imageUrl)}
        saving={saving}
        onSave={(imageBase64, onFailure) =>
          setImage({ input: { id: person.databaseId, baseRevisionId: person.latestRevisionId ?? 0, imageBase64 } }, { onSuccess: () => undefined, onFailure })
        }
      />
    </div>
  );
}
