import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { ExternalLinks } from '../../components/encyclopedia/ExternalLinks.tsx';
import { ArtifactEditModal } from '../../components/encyclopedia/ArtifactEditModal.tsx';
import { DESCRIPTION_FIELD, titleField } from '../../components/encyclopedia/ArtifactTextForm.tsx';
import { encyclopediaRights } from '../../components/encyclopedia/roles.ts';
import { useRefresh } from '../../components/encyclopedia/useRefresh.ts';
import { useScrollToHash } from '../../lib/useScrollToHash.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useCreatePositionMutation } from '../../mutations/useCreatePositionMutation.ts';
import { useDeleteEncyclopediaArtifactMutation } from '../../mutations/useDeleteEncyclopediaArtifactMutation.ts';
import { useFollowArtifactMutation } from '../../mutations/useFollowArtifactMutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PositionColumn } from './PositionColumn.tsx';
import { QuestionEditDialog } from './QuestionEditDialog.tsx';
import { QuestionPicture } from './QuestionPicture.tsx';
import { questionPageQuery } from './QuestionPageQuery.ts';
import type { QuestionData, Rights } from './question-data.ts';
import type { QuestionPageQuery } from './__generated__/QuestionPageQuery.graphql.ts';
import styles from './QuestionPage.module.css';


/** Route question (/questions/{slug}): the question, its positions side by side and their arguments. */
export function QuestionPage() {
  const { slug = '' } = useParams();
  const data = useRouteQuery<QuestionPageQuery>(questionPageQuery);
  const refresh = useRefresh<QuestionPageQuery>(questionPageQuery, { slug });
  const hash = useScrollToHash();
  const result = data.question;
  if (result.found) return <QuestionView question={result.found} rights={encyclopediaRights(data.viewer)} refresh={refresh} hash={hash} />;
  switch (result.__typename) {
    case 'NotFoundError':
      return <PageStatus status={404} />;
    case 'GoneError':
      return <PageStatus status={410} />;
    default:
      throw new Error(`Unexpected question lookup result: ${result.__typename}`);
  }
}

type ViewProps = { question: QuestionData; rights: Rights; refresh: () => Promise<void>; hash: string };

function QuestionView({ question, rights, refresh, hash }: ViewProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'position' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [createPosition, creatingPosition] = useCreatePositionMutation();
  const [follow, following] = useFollowArtifactMutation();
  const [deleteArtifact, deleting] = useDeleteEncyclopediaArtifactMutation();

  const remove = () => {
    if (!window.confirm(`Delete the question "${question.title}" with its positions and arguments?`)) return;
    deleteArtifact(
      { input: { artifactType: 'CONVO', artifactId: question.databaseId } },
      { onSuccess: () => void navigate(routePaths.questionFeed()), onFailure: (refusal) => setError(refusal.message) },
    );
  };

  const toggleFollow = () =>
    follow(
      { input: { artifactType: 'CONVO', artifactId: question.databaseId }, following: !question.followedByMe },
      { onSuccess: () => void refresh(), onFailure: (refusal) => setError(refusal.message) },
    );

  return (
    <article className={styles.page} aria-labelledby="question-title">
      <title>{`${question.title} - Opinio`}</title>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 id="question-title" className={styles.title}>
            {question.title}
          </h1>
          {question.description ? <p className={styles.description}>{question.description}</p> : null}
          <QuestionMeta question={question} />
          <ExternalLinks
            links={question.links}
            artifactType="CONVO"
            artifactId={question.databaseId}
            latestRevisionId={question.latestRevisionId ?? null}
            canEdit={rights.contributor}
            onChanged={() => void refresh()}
            label={`Links about ${question.title}`}
          />
        </div>
        <QuestionPicture question={question} canEdit={rights.contributor} onChanged={refresh} />
      </header>
      <FormError message={error} />
      <div className={styles.toolbar} role="group" aria-label="Question actions">
        {rights.contributor ? (
          <>
            <Button variant="primary" onClick={() => setDialog('edit')}>
              Edit question
            </Button>
            <Button onClick={() => setDialog('position')}>Add a position</Button>
          </>
        ) : null}
        {rights.member ? (
          <Button onClick={toggleFollow} disabled={following} aria-pressed={question.followedByMe}>
            {question.followedByMe ? 'Unfollow' : 'Follow'}
          </Button>
        ) : null}
        <ButtonLink variant="ghost" to={routePaths.history('convo', question.databaseId)}>
          History
        </ButtonLink>
        {rights.canDelete ? (
          <Button variant="ghost" className={styles.danger} onClick={remove} disabled={deleting}>
            Delete question
          </Button>
        ) : null}
      </div>

      <section aria-labelledby="positions-heading">
        <h2 id="positions-heading" className="visually-hidden">
          Positions
        </h2>
        {question.positions.length === 0 ? (
          <p className={styles.empty}>
            No positions yet.
            {rights.contributor ? ' Add the first position on this question.' : ''}
          </p>
        ) : (
          <ol className={styles.positions}>
            {question.positions.map((position) => (
              <PositionColumn key={position.databaseId} position={position} question={question} rights={rights} refresh={refresh} hash={hash} />
            ))}
          </ol>
        )}
      </section>

      <QuestionEditDialog question={question} open={dialog === 'edit'} onClose={() => setDialog(null)} refresh={refresh} />
      <ArtifactEditModal
        open={dialog === 'position'}
        title="Add a position"
        onClose={() => setDialog(null)}
        formKey="new-position"
        fields={[titleField('Position'), DESCRIPTION_FIELD]}
        initial={{ title: '', description: '' }}
        submitLabel="Add position"
        submitting={creatingPosition}
        onSubmit={(values, onFailure) =>
          createPosition(
            { input: { questionId: question.databaseId, title: values.title!, description: values.description! } },
            {
              onSuccess: () => {
                setDialog(null);
                void refresh();
              },
              onFailure,
            },
          )
        }
      />
    </article>
  );
}

/** Categories, tags and people, each a link to its own page. */
function QuestionMeta({ question }: { question: QuestionData }) {
  const groups = [
    { label: 'Categories', items: question.categories.map((c) => ({ key: c.databaseId, text: c.title, to: routePaths.questionFeed(c.slug) })) },
    { label: 'Tags', items: question.tags.map((t) => ({ key: t.databaseId, text: t.title, to: routePaths.encyclopediaTag(t.slug) })) },
    { label: 'People', items: question.people.map((p) => ({ key: p.databaseId, text: p.name, to: routePaths.person(p.slug) })) },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0 && !question.askedByUsername) return null;
  return (
    <dl className={styles.meta}>
      {groups.map((group) => (
        <div key={group.label} className={styles.metaGroup}>
          <dt>{group.label}</dt>
          {group.items.map((item) => (
            <dd key={item.key}>
              <Link className={styles.chip} to={item.to}>
                {item.text}
              </Link>
            </dd>
          ))}
        </div>
      ))}
      {question.askedByUsername ? (
        <div className={styles.metaGroup}>
          <dt>Asked by</dt>
          <dd>
            <Link to={routePaths.userProfile(question.askedByUsername)}>@{question.askedByUsername}</Link>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
