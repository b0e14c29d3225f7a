// Route questionRequests (/questions/requests), docs/product.md#encyclopedia: members propose a
// question (a title and why it matters); contributors and admins accept an open request (it
// becomes a question in 1-3 categories, and they land on it) or decline it with a reason
// everyone sees on the Declined tab. Visitors read every tab.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ChoicePicker } from '../../components/encyclopedia/ChoicePicker.tsx';
import { EncyclopediaPicture } from '../../components/encyclopedia/EncyclopediaPicture.tsx';
import { PictureControls } from '../../components/encyclopedia/PictureControls.tsx';
import { ArtifactEditModal } from '../../components/encyclopedia/ArtifactEditModal.tsx';
import { ArtifactTextForm, type TextFieldSpec } from '../../components/encyclopedia/ArtifactTextForm.tsx';
import { useDiscardGuard } from '../../components/encyclopedia/useDiscardGuard.ts';
import { encyclopediaRights } from '../../components/encyclopedia/roles.ts';
import { useRefresh } from '../../components/encyclopedia/useRefresh.ts';
import { relativeTime } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useAcceptQuestionRequestMutation } from '../../mutations/useAcceptQuestionRequestMutation.ts';
import { useDeclineQuestionRequestMutation } from '../../mutations/useDeclineQuestionRequestMutation.ts';
import { useEditQuestionRequestMutation } from '../../mutations/useEditQuestionRequestMutation.ts';
import { useSetQuestionRequestImageMutation } from '../../mutations/useSetQuestionRequestImageMutation.ts';
import { useProposeQuestionMutation } from '../../mutations/useProposeQuestionMutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextArea } from '../../ui/TextField.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { questionRequestsPageQuery } from './QuestionRequestsPageQuery.ts';
import { requestStatusOf } from './request-status.ts';
import type { QuestionRequestsPageQuery, QuestionRequestsPageQuery$data } from './__generated__/QuestionRequestsPageQuery.graphql.ts';
import styles from './QuestionRequestsPage.module.css';

type Page = Extract<QuestionRequestsPageQuery$data['questionRequests'], { readonly __typename: 'QueryQuestionRequestsSuccess' }>['data'];
type Request = Page['items'][number];
type Category = QuestionRequestsPageQuery$data['categories'][number];

const requestFields: TextFieldSpec[] = [
  { name: 'title', label: 'Question', max: 200, required: true },
  { name: 'description', label: 'Why it matters', max: 5000, multiline: true },
];
const emptyRequest = { title: '', description: '' };

const STATUS_WORDS = {
  OPEN: { tab: 'Open', heading: 'Open requests', empty: 'No open requests yet.', param: null },
  ACCEPTED: { tab: 'Accepted', heading: 'Accepted requests', empty: 'No request has been accepted yet.', param: 'accepted' },
  DECLINED: { tab: 'Declined', heading: 'Declined requests', empty: 'No request has been declined yet.', param: 'declined' },
} as const;

const pageOf = (answer: QuestionRequestsPageQuery$data['questionRequests']): Page | null =>
  answer.__typename === 'QueryQuestionRequestsSuccess' ? answer.data : null;

export function QuestionRequestsPage() {
  const data = useRouteQuery<QuestionRequestsPageQuery>(questionRequestsPageQuery);
  const rights = encyclopediaRights(data.viewer);
  const [search] = useSearchParams();
  const status = requestStatusOf(search);
  const refresh = useRefresh<QuestionRequestsPageQuery>(questionRequestsPageQuery, { after: null, status });
  const first = pageOf(data.questionRequests);
  // Later pages ("Load more") are kept here; a refresh after a write starts again from the first.
  const [more, setMore] = useState<{ source: Page | null; pages: Page[] }>({ source: first, pages: [] });
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const environment = useRelayEnvironment();
  const pages = more.source === first ? more.pages : [];
  const last = pages.at(-1) ?? first;
  const requests = [first, ...pages].flatMap((page) => page?.items ?? []);

  const loadMore = () => {
    if (loading || !last?.hasNextPage || !last.endCursor) return;
    setLoading(true);
    setLoadError(null);
    fetchQuery<QuestionRequestsPageQuery>(environment, questionRequestsPageQuery, { after: last.endCursor, status }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (answer) => {
          const page = answer ? pageOf(answer.questionRequests) : null;
          if (page) setMore({ source: first, pages: [...pages, page] });
          setLoading(false);
        },
        () => {
          setLoadError('The next requests did not load. Please try again.');
          setLoading(false);
        },
      );
  };

  return (
    <PageColumn title="Question requests" heading="Question requests">
      <p className={styles.intro}>
        Members propose questions for the encyclopedia; contributors accept them (they become questions) or decline them with a reason.{' '}
        <Link to={routePaths.questionFeed()}>All questions</Link>
      </p>
      {rights.member ? (
        <ProposeForm onProposed={refresh} />
      ) : (
        <Card as="section" aria-label="Propose a question">
          <p className={styles.muted}>
            <Link to={routePaths.login(routePaths.questionRequests())}>Log in</Link> to propose a question.
          </p>
        </Card>
      )}
      <section aria-labelledby="requests-heading" className={styles.list}>
        <h2 id="requests-heading" className={styles.heading}>
          {STATUS_WORDS[status].heading}
        </h2>
        <LinkTabs
          label="Requests by state"
          tabs={(['OPEN', 'ACCEPTED', 'DECLINED'] as const).map((tab) => ({
            key: tab,
            title: STATUS_WORDS[tab].tab,
            to: routePaths.questionRequests(STATUS_WORDS[tab].param),
            current: tab === status,
          }))}
        />
        {requests.length === 0 ? (
          <Card className={styles.empty}>
            <p>{STATUS_WORDS[status].empty}</p>
            {status === 'OPEN' && rights.member ? <p className={styles.muted}>Propose the first one above.</p> : null}
          </Card>
        ) : (
          <ul className={styles.items}>
            {requests.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  canEdit={request.status === 'OPEN' && (rights.contributor || request.authorUsername === rights.username)}
                  canDecide={request.status === 'OPEN' && rights.contributor}
                  categories={data.categories}
                  onChanged={refresh}
                />
              </li>
            ))}
          </ul>
        )}
        {last?.hasNextPage ? (
          <p className={styles.more}>
            <Button onClick={loadMore} disabled={loading} aria-busy={loading}>
              {loading ? (
                <>
                  <Spinner /> Loading
                </>
              ) : (
                'Load more'
              )}
            </Button>
          </p>
        ) : null}
        <FormError message={loadError} />
      </section>
    </PageColumn>
  );
}

/** A member's proposal; it starts empty again once the request is saved. */
function ProposeForm({ onProposed }: { onProposed: () => Promise<void> }) {
  const [propose, submitting] = useProposeQuestionMutation();
  const [dirty, setDirty] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [done, setDone] = useState(false);
  useDiscardGuard(dirty);
  const reset = () => {
    flushSync(() => setDirty(false));
    setFormKey((key) => key + 1);
  };
  return (
    <Card as="section" aria-labelledby="propose-heading">
      <h2 id="propose-heading" className={styles.heading}>
        Propose a question
      </h2>
      {done ? (
        <p className={styles.saved} role="status">
          Thank you: your request is listed below for contributors to decide.
        </p>
      ) : null}
      <ArtifactTextForm
        key={formKey}
        fields={requestFields}
        initial={emptyRequest}
        submitLabel="Propose"
        submitting={submitting}
        onDirtyChange={(changed) => {
          setDirty(changed);
          if (changed) setDone(false);
        }}
        onCancel={() => {
          if (dirty && !window.confirm('Discard changes?')) return;
          reset();
        }}
        onSubmit={(values, onFailure) =>
          propose(
            { input: { title: values.title!.trim(), description: values.description!.trim() } },
            {
              onSuccess: () => {
                reset();
                setDone(true);
                void onProposed();
              },
              onFailure,
            },
          )
        }
      />
    </Card>
  );
}

type CardProps = { request: Request; canEdit: boolean; canDecide: boolean; categories: ReadonlyArray<Category>; onChanged: () => Promise<void> };

function RequestCard({ request, canEdit, canDecide, categories, onChanged }: CardProps) {
  const [dialog, setDialog] = useState<'edit' | 'accept' | 'decline' | null>(null);
  const [editKey, setEditKey] = useState(0);
  const [edit, editing] = useEditQuestionRequestMutation();
  const [setImage, savingImage] = useSetQuestionRequestImageMutation();
  const close = () => setDialog(null);
  return (
    <Card as="article" id={`req-${request.databaseId}`} className={styles.card} aria-labelledby={`req-title-${request.databaseId}`}>
      <h3 id={`req-title-${request.databaseId}`} className={styles.cardTitle}>
        {request.title}
      </h3>
      <EncyclopediaPicture picture={request} className={styles.picture} sizes="(min-width: 700px) 16rem, 100vw" alt="" />
      {request.description ? <p className={styles.description}>{request.description}</p> : null}
      <p className={styles.meta}>
        Proposed by <Link to={routePaths.userProfile(request.authorUsername)}>{request.authorUsername}</Link> ·{' '}
        <time dateTime={String(request.createdAt)} suppressHydrationWarning>{relativeTime(String(request.createdAt))}</time>
      </p>
      <Decision request={request} />
      {canEdit || canDecide ? (
        <div className={styles.actions}>
          {canDecide ? (
            <>
              <Button variant="primary" onClick={() => setDialog('accept')}>
                Accept
              </Button>
              <Button onClick={() => setDialog('decline')}>Decline</Button>
            </>
          ) : null}
          {canEdit && request.latestRevisionId !== null ? (
            <>
              <Button variant="ghost" onClick={() => setDialog('edit')}>
                Edit
              </Button>
              <PictureControls
                hasPicture={Boolean(request.imageUrl)}
                saving={savingImage}
                onSave={(imageBase64, onFailure) =>
                  setImage({ input: { id: request.databaseId, baseRevisionId: request.latestRevisionId ?? 0, imageBase64 } }, { onSuccess: () => undefined, onFailure })
                }
              />
            </>
          ) : null}
        </div>
      ) : null}
      {dialog === 'edit' && request.latestRevisionId !== null ? (
        <ArtifactEditModal
          open
          title="Edit the request"
          formKey={editKey}
          onClose={close}
          fields={requestFields}
          initial={{ title: request.title, description: request.description }}
          submitLabel="Save"
          submitting={editing}
          onReload={() => void onChanged().then(() => setEditKey((key) => key + 1))}
          onSubmit={(values, onFailure) =>
            edit(
              {
                input: {
                  requestId: request.databaseId,
                  baseRevisionId: request.latestRevisionId!,
                  title: values.title!.trim(),
                  description: values.description!.trim(),
                },
              },
              { onSuccess: close, onFailure },
            )
          }
        />
      ) : null}
      {dialog === 'accept' ? <AcceptDialog request={request} categories={categories} onClose={close} /> : null}
      {dialog === 'decline' ? <DeclineDialog request={request} onClose={close} onDeclined={onChanged} /> : null}
    </Card>
  );
}

/** Accepting makes the request a question in 1-3 categories and opens it. */
function AcceptDialog({ request, categories, onClose }: { request: Request; categories: ReadonlyArray<Category>; onClose: () => void }) {
  const [accept, submitting] = useAcceptQuestionRequestMutation();
  const navigate = useNavigate();
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const requestClose = () => {
    if (categoryIds.length > 0 && !window.confirm('Discard changes?')) return;
    onClose();
  };
  const submit = () => {
    if (categoryIds.length < 1 || categoryIds.length > 3) return setError('Choose 1 to 3 categories');
    accept(
      { input: { requestId: request.databaseId, categoryIds } },
      {
        onSuccess: (question) => void navigate(routePaths.question(question.slug)),
        onFailure: (refusal) => (refusal.field === 'categoryIds' ? setError(refusal.message) : setFormError(refusal.message)),
      },
    );
  };
  return (
    <Modal open onClose={requestClose} title="Accept the request">
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>
          “{request.title}” becomes a question; {request.authorUsername} is credited as its asker.
        </p>
        <ChoicePicker
          legend="Categories"
          choices={categories.map((category) => ({ id: category.databaseId, label: category.title }))}
          selected={categoryIds}
          onChange={(selected) => {
            setCategoryIds(selected);
            setError(null);
            setFormError(null);
          }}
          min={1}
          max={3}
          error={error}
          emptyText="No categories yet: an admin adds them."
        />
        <FormError message={formError} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Accept and open the question'}
          </Button>
          <Button onClick={requestClose} disabled={submitting}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Declining asks for the reason, which everyone sees, and confirms in its own dialog. */
function DeclineDialog({ request, onClose, onDeclined }: { request: Request; onClose: () => void; onDeclined: () => Promise<void> }) {
  const [decline, submitting] = useDeclineQuestionRequestMutation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const requestClose = () => {
    if (note !== '' && !window.confirm('Discard changes?')) return;
    onClose();
  };
  const submit = () => {
    const reason = note.trim();
    if (reason === '') return setError('Please give the reason');
    if (reason.length > 500) return setError('At most 500 characters');
    decline(
      { input: { requestId: request.databaseId, note: reason } },
      {
        onSuccess: () => {
          onClose();
          void onDeclined();
        },
        onFailure: (refusal) => (refusal.field === 'note' ? setError(refusal.message) : setFormError(refusal.message)),
      },
    );
  };
  return (
    <Modal open onClose={requestClose} title="Decline the request">
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>Decline “{request.title}”? {request.authorUsername} hears of it with your reason.</p>
        <TextArea
          label="Reason"
          value={note}
          rows={4}
          hint="Shown to everyone; at most 500 characters"
          error={error}
          onValueChange={(value) => {
            setNote(value);
            setError(null);
            setFormError(null);
          }}
        />
        <FormError message={formError} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Decline the request'}
          </Button>
          <Button onClick={requestClose} disabled={submitting}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** How a decided request ended: the question it became, or the reason it was declined. */
function Decision({ request }: { request: Request }) {
  if (request.status === 'OPEN' || !request.decidedAt) return null;
  const by = request.decidedByUsername ? (
    <>
      {' '}
      by <Link to={routePaths.userProfile(request.decidedByUsername)}>{request.decidedByUsername}</Link>
    </>
  ) : null;
  const when = <time dateTime={String(request.decidedAt)}>{relativeTime(String(request.decidedAt))}</time>;
  if (request.status === 'ACCEPTED') {
    return (
      <div className={styles.decision}>
        <p>
          Accepted{by} · {when}
          {request.questionUrl ? (
            <>
              {' '}
              · became <Link to={request.questionUrl}>{request.questionTitle ?? 'a question'}</Link>
            </>
          ) : null}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.decision}>
      <p>
        Declined{by} · {when}
      </p>
      {request.decisionNote ? <blockquote className={styles.decisionNote}>{request.decisionNote}</blockquote> : null}
    </div>
  );
}
