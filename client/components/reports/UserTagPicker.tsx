import { useEffect, useId, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useCreateUserTagMutation, type CreatedTag } from '../../mutations/useCreateUserTagMutation.ts';
import styles from './UserTagPicker.module.css';
import type { UserTagPickerSearchQuery } from './__generated__/UserTagPickerSearchQuery.graphql.ts';

const searchQuery = graphql`
  query UserTagPickerSearchQuery($query: String!) {
    userTagSearch(query: $query) {
      __typename
      ... on QueryUserTagSearchSuccess {
        data {
          databaseId
          name
        }
      }
    }
  }
`;

/** Tag search starts over 2 characters, debounced 1 s (docs/product.md#report-overview). */
const SEARCH_DEBOUNCE_MS = 1000;
const MIN_QUERY_LENGTH = 3;

type UserTagPickerProps = {
  tags: readonly CreatedTag[];
  onChange: (tags: CreatedTag[]) => void;
  /**
   * Offers "Create tag" for a name nobody has used. A filter that only reads (the detailed
   * opinion report) leaves it off: a new tag has no members, so it could only empty the report.
   */
  allowCreate?: boolean;
  /** The box's label for screen readers only, where a panel's title already says "User tags". */
  hideLabel?: boolean;
  /** The box's label ("User tags" in the report filters) and the chosen tags' list name ("Selected tags"). */
  label?: string;
  listLabel?: string;
};

/**
 * "Find or create a tag" (or only find): suggestions for the typed text; typing a suggestion's
 * exact name adds it as a pill, and with `allowCreate` a name nobody has used yet can be created.
 * Pills are removable. The search is AdminHub only on the server: show this only to them.
 */
export function UserTagPicker({ tags, onChange, allowCreate = false, hideLabel = false, label = 'User tags', listLabel = 'Selected tags' }: UserTagPickerProps) {
  const environment = useRelayEnvironment();
  const inputId = useId();
  const [text, setText] = useState('');
  /** The newest answered search: its text and the tags found. */
  const [search, setSearch] = useState<{ text: string; results: CreatedTag[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateUserTagMutation();
  const trimmed = text.trim();

  const add = (tag: CreatedTag) => {
    if (!tags.some((existing) => existing.id === tag.id)) onChange([...tags, tag]);
    setText('');
    setSearch(null);
  };
  // The search answer arrives later; it must add to the tags as they are then.
  const addLatest = useRef(add);
  useEffect(() => {
    addLatest.current = add;
  });

  useEffect(() => {
    if (trimmed.length < MIN_QUERY_LENGTH) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<UserTagPickerSearchQuery>(environment, searchQuery, { query: trimmed }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          // A late answer for an older text is ignored.
          if (!current || data?.userTagSearch.__typename !== 'QueryUserTagSearchSuccess') return;
          const found = (data.userTagSearch.data ?? []).map((tag) => ({ id: tag.databaseId, name: tag.name }));
          // An exact match of a suggestion adds it as a pill.
          const exact = found.find((tag) => tag.name.toLowerCase() === trimmed.toLowerCase());
          if (exact) addLatest.current(exact);
          else setSearch({ text: trimmed, results: found });
        })
        // A failed tag search is only logged.
        .catch((failure: unknown) => console.warn('Tag search failed', failure));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, trimmed]);

  const answered = search !== null && search.text === trimmed && trimmed.length >= MIN_QUERY_LENGTH;
  const results = answered ? search.results : [];
  const offerCreate = answered && allowCreate;

  return (
    <div className={styles.picker}>
      <label className={hideLabel ? 'visually-hidden' : styles.label} htmlFor={inputId}>
        {label}
      </label>
      {tags.length > 0 ? (
        <ul className={styles.pills} aria-label={listLabel}>
          {tags.map((tag) => (
            <li key={tag.id} className={styles.pill}>
              {tag.name}
              <button
                type="button"
                className={styles.pillRemove}
                aria-label={`Remove tag ${tag.name}`}
                onClick={() => onChange(tags.filter((existing) => existing.id !== tag.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        className={styles.input}
        placeholder={allowCreate ? 'Find or create a tag' : 'Find a tag'}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {answered && results.length === 0 && !offerCreate ? <p className={styles.noMatch}>No tag matches “{trimmed}”</p> : null}
      {results.length > 0 || offerCreate ? (
        <ul className={styles.suggestions} aria-label="Tag suggestions">
          {results.map((tag) => (
            <li key={tag.id}>
              <button type="button" className={styles.suggestion} onClick={() => add(tag)}>
                {tag.name}
              </button>
            </li>
          ))}
          {offerCreate ? (
            <li>
              <button
                type="button"
                className={styles.suggestion}
                disabled={creating}
                onClick={() => create(trimmed, add, setError)}
              >
                Create tag “{trimmed}”
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
