import { useEffect, useEffectEvent, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { useCreateTopicMutation } from '../../mutations/useCreateTopicMutation.ts';
import {
  useCreateOpinionFromSuggestionMutation,
  useCreateOpinionMutation,
  useEditOpinionMutation,
  type OpinionFromSuggestion,
} from '../../mutations/useOpinionFormMutations.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.ts';
import type { OpinionModalSimilarQuery } from './__generated__/OpinionModalSimilarQuery.graphql.ts';
import type { OpinionModalTopicsQuery } from './__generated__/OpinionModalTopicsQuery.graphql.ts';
import styles from './OpinionModal.module.css';

const similarOpinionsQuery = graphql`
  query OpinionModalSimilarQuery($query: String!) {
    opinionSearch(query: $query, first: 5) {
      id
      slug
      title
    }
  }
`;

const topicSearchQuery = graphql`
  query OpinionModalTopicsQuery($query: String!) {
    topicSearch(query: $query, first: 8) {
      id
      slug
      title
    }
  }
`;

/** Submit is blocked with this while the topic search box holds text. */
export const topicPendingMessage = 'Please choose an existing topic, create a new one or clear the topics field';
/** Alerted when creating a topic fails (docs/product.md#alerts). */
export const topicCreationFailedMessage = 'An error occurred while creating the topic';

export type OpinionTopicChoice = { id: string; slug: string; title: string };
/** A member's suggestion an opinion is made from (the admin hub): its title starts as the suggestion's text. */
export type OpinionSuggestion = { id: string; author: string; titleDraft: string };

/** The opinion modal is in create mode (from scratch, or from a suggestion) or edit mode. */
export type OpinionModalMode =
  | { kind: 'create'; suggestion?: OpinionSuggestion }
  | { kind: 'edit'; opinion: { id: string; title: string; topics: readonly OpinionTopicChoice[] } };

type OpinionModalProps = {
  mode: OpinionModalMode | null;
  onClose: () => void;
  /** An opinion made from a suggestion: the caller decides what follows (without it, its page opens). */
  onCreatedFromSuggestion?: (opinion: OpinionFromSuggestion) => void;
};

function formKey(mode: OpinionModalMode | null): string {
  if (mode?.kind === 'edit') return `edit-${mode.opinion.id}`;
  return mode?.suggestion ? `suggestion-${mode.suggestion.id}` : 'create';
}

/** The opinion modal (docs/product.md#writing-opinions): a title with similar opinions, and a topic picker. */
export function OpinionModal({ mode, onClose, onCreatedFromSuggestion }: OpinionModalProps) {
  const title = mode?.kind === 'edit' ? 'Edit opinion' : 'New opinion';
  // Keyed by mode: each opening starts from the opinion as it is (or empty, or the suggestion).
  const key = formKey(mode);
  const [dirty, setDirty] = useState(false);
  // Cancel, Escape and the backdrop all ask before discarding changes.
  const requestClose = () => {
    if (dirty && !window.confirm('Discard changes?')) return;
    setDirty(false);
    onClose();
  };
  const closeAfterSaving = () => {
    setDirty(false);
    onClose();
  };
  return (
    <Modal open={mode !== null} onClose={requestClose} title={title}>
      {mode ? (
        <OpinionForm
          key={key}
          mode={mode}
          onSaved={closeAfterSaving}
          onCancel={requestClose}
          onDirtyChange={setDirty}
          onCreatedFromSuggestion={onCreatedFromSuggestion}
        />
      ) : null}
    </Modal>
  );
}

type OpinionFormProps = {
  mode: OpinionModalMode;
  /** After a successful save, or when leaving through a similar opinion's link. */
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onCreatedFromSuggestion?: (opinion: OpinionFromSuggestion) => void;
};

function OpinionForm({ mode, onSaved, onCancel, onDirtyChange, onCreatedFromSuggestion }: OpinionFormProps) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const suggestion = mode.kind === 'create' ? mode.suggestion : undefined;
  const initial = mode.kind === 'edit' ? mode.opinion : { title: suggestion?.titleDraft ?? '', topics: [] as readonly OpinionTopicChoice[] };
  const [titleText, setTitleText] = useState(initial.title);
  const [topics, setTopics] = useState<readonly OpinionTopicChoice[]>(initial.topics);
  const [topicText, setTopicText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createOpinion, isCreating] = useCreateOpinionMutation();
  const [createFromSuggestion, isCreatingFromSuggestion] = useCreateOpinionFromSuggestionMutation();
  const [editOpinion, isEditing] = useEditOpinionMutation();
  const [createTopic, isCreatingTopic] = useCreateTopicMutation();
  const submitting = isCreating || isCreatingFromSuggestion || isEditing;

  const similar = useDebouncedSearch(async (query) => {
    const data = await fetchQuery<OpinionModalSimilarQuery>(environment, similarOpinionsQuery, { query }).toPromise();
    const editedId = mode.kind === 'edit' ? mode.opinion.id : null;
    return (data?.opinionSearch ?? []).filter((opinion) => opinion.id !== editedId);
  });
  const topicSearch = useDebouncedSearch(async (query) => {
    const data = await fetchQuery<OpinionModalTopicsQuery>(environment, topicSearchQuery, { query }).toPromise();
    return data?.topicSearch ?? [];
  });

  // A suggestion's text may already be an opinion: its similar opinions show at once.
  const searchSuggestedTitle = useEffectEvent(() => {
    if (suggestion) similar.onTextChange(suggestion.titleDraft);
  });
  useEffect(() => searchSuggestedTitle(), []);

  const dirty =
    titleText !== initial.title || topicText !== '' || topics.map((topic) => topic.id).join() !== initial.topics.map((topic) => topic.id).join();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onTitleChange = (value: string) => {
    // Single-line field: line breaks pasted in become spaces.
    const singleLine = value.replace(/[\r\n]+/g, ' ');
    setTitleText(singleLine);
    setError(null);
    similar.onTextChange(singleLine);
  };
  const onTopicTextChange = (value: string) => {
    setTopicText(value);
    setError(null);
    topicSearch.onTextChange(value);
  };
  const chooseTopic = (topic: OpinionTopicChoice) => {
    setTopics((current) => (current.some((chosen) => chosen.id === topic.id) ? current : [...current, topic]));
    onTopicTextChange('');
  };
  const createTopicFromText = () => {
    createTopic(topicText.trim(), {
      onSuccess: chooseTopic,
      onFailure: () => window.alert(topicCreationFailedMessage),
    });
  };

  const submit = () => {
    if (topicText.trim() !== '') {
      setError(topicPendingMessage);
      return;
    }
    setError(null);
    const values = { title: titleText, topicIds: topics.map((topic) => topic.id) };
    if (suggestion) {
      createFromSuggestion(suggestion.id, values, {
        onSuccess: (opinion) => {
          onSaved();
          if (onCreatedFromSuggestion) onCreatedFromSuggestion(opinion);
          else void navigate(routePaths.opinion(opinion.slug));
        },
        onFailure: setError,
      });
    } else if (mode.kind === 'create') {
      createOpinion(values, {
        onSuccess: ({ slug }) => {
          onSaved();
          void navigate(routePaths.opinion(slug));
        },
        onFailure: setError,
      });
    } else {
      editOpinion(mode.opinion.id, values, { onSuccess: onSaved, onFailure: setError });
    }
  };

  const topicQuery = topicText.trim();
  const offeredTopics = topicSearch.results.filter((topic) => !topics.some((chosen) => chosen.id === topic.id));
  const exactMatch = topicSearch.results.some((topic) => topic.title.toLowerCase() === topicQuery.toLowerCase());

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {suggestion ? (
        <p className={styles.fromSuggestion}>
          From {suggestion.author}’s suggestion. They are credited on the opinion’s page and told when you create it.
        </p>
      ) : null}
      <TextField label="Title" value={titleText} onValueChange={onTitleChange} maxLength={200} autoFocus required />
      {similar.results.length > 0 ? (
        <section className={styles.similar} aria-label="Similar opinions">
          <h3 className={styles.sectionTitle}>Similar opinions</h3>
          <ul className={styles.plainList}>
            {similar.results.map((opinion) => (
              <li key={opinion.id}>
                <Link to={routePaths.opinion(opinion.slug)} onClick={onSaved}>
                  {opinion.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {topics.length > 0 ? (
        <ul className={styles.pills} aria-label="Chosen topics">
          {topics.map((topic) => (
            <li key={topic.id} className={styles.pill}>
              {topic.title}
              <button
                type="button"
                className={styles.pillRemove}
                aria-label={`Remove topic ${topic.title}`}
                onClick={() => setTopics((current) => current.filter((chosen) => chosen.id !== topic.id))}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <TextField label="Topics" value={topicText} onValueChange={onTopicTextChange} hint="Type 3 or more letters to find a topic" />
      {topicQuery.length >= 3 ? (
        <ul className={styles.suggestions} aria-label="Topic suggestions">
          {offeredTopics.map((topic) => (
            <li key={topic.id}>
              <button type="button" className={styles.suggestion} onClick={() => chooseTopic(topic)}>
                {topic.title}
              </button>
            </li>
          ))}
          {exactMatch ? null : (
            <li>
              <button type="button" className={styles.suggestion} onClick={createTopicFromText} disabled={isCreatingTopic}>
                Create a new topic “{topicQuery}”
              </button>
            </li>
          )}
        </ul>
      ) : null}

      <FormError message={error} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting ? 'Submitting...' : mode.kind === 'create' ? 'Create opinion' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
