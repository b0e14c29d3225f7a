import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useAssignUserTagMutation, type TagAssignment } from '../../mutations/useUserTagMutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { Alert } from './AdminParts.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';
import type { AddTagMemberSearchQuery } from './__generated__/AddTagMemberSearchQuery.graphql.ts';
import styles from './AdminHub.module.css';
import tagStyles from './UserTags.module.css';

const searchQuery = graphql`
  query AddTagMemberSearchQuery($search: String!) {
    adminMembers(first: 8, search: $search) {
      __typename
      ... on Error {
        message
      }
      ... on QueryAdminMembersSuccess {
        data {
          hasNextPage
          items {
            databaseId
            username
            tags {
              databaseId
            }
          }
        }
      }
    }
  }
`;

/** Member search starts at 2 characters: one matches too many names to be useful. */
const MIN_SEARCH_LENGTH = 2;

type Found = { databaseId: number; username: string; carries: boolean };
type Search = { text: string; members: Found[]; more: boolean } | { text: string; error: string };

/**
 * "Add a member": find members by username (or a whole e-mail address), as the members screen
 * does, and give one the tag; those who carry it already say so instead of offering Add.
 */
export function AddTagMember({ tagId, onAdded }: { tagId: number; onAdded: (outcome: TagAssignment) => void }) {
  const headingId = useId();
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const wanted = useDebouncedValue(text.trim());
  const [search, setSearch] = useState<Search | null>(null);
  const [assign, assigning] = useAssignUserTagMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (wanted.length < MIN_SEARCH_LENGTH) return;
    let current = true;
    fetchQuery<AddTagMemberSearchQuery>(environment, searchQuery, { search: wanted }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (data) => {
          if (!current) return;
          const answer = data?.adminMembers;
          if (answer?.__typename !== 'QueryAdminMembersSuccess' || !answer.data) {
            setSearch({ text: wanted, error: answer?.message ?? 'The search did not work. Please try again.' });
            return;
          }
          const members = answer.data.items.map((item) => ({
            databaseId: item.databaseId,
            username: item.username,
            carries: item.tags.some((tag) => tag.databaseId === tagId),
          }));
          setSearch({ text: wanted, members, more: answer.data.hasNextPage });
        },
        () => current && setSearch({ text: wanted, error: 'The search did not work. Please try again.' }),
      );
    return () => {
      current = false;
    };
  }, [environment, wanted, tagId]);

  const answered = search !== null && search.text === wanted && wanted.length >= MIN_SEARCH_LENGTH;
  const add = (member: Found) => {
    setRefusal(null);
    assign(
      { tagId, userId: member.databaseId },
      {
        onSuccess: (outcome) => {
          setSearch((previous) =>
            previous && 'members' in previous
              ? { ...previous, members: previous.members.map((found) => (found.databaseId === member.databaseId ? { ...found, carries: true } : found)) }
              : previous,
          );
          onAdded(outcome);
        },
        onFailure: (failure) => setRefusal(failure.message),
      },
    );
  };

  return (
    <Card as="section" className={tagStyles.addMember} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.overviewTitle}>
        Add a member
      </h2>
      <div role="search" className={styles.search}>
        <TextField
          label="Find a member by username"
          type="search"
          value={text}
          onValueChange={(value) => {
            setText(value);
            setRefusal(null);
          }}
          hint="Part of a username, or a whole e-mail address."
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Alert message={refusal} />
      {answered ? (
        'error' in search ? (
          <Alert message={search.error} />
        ) : search.members.length === 0 ? (
          <p className={styles.status}>No member matches “{search.text}”</p>
        ) : (
          <ul className={tagStyles.found} aria-label="Members found">
            {search.members.map((member) => (
              <li key={member.databaseId} className={tagStyles.foundRow}>
                <span className={tagStyles.foundName}>{member.username}</span>
                {member.carries ? (
                  <span className={styles.muted}>Already tagged</span>
                ) : (
                  <Button onClick={() => add(member)} disabled={assigning}>
                    Add<span className="visually-hidden"> {member.username}</span>
                  </Button>
                )}
              </li>
            ))}
            {search.more ? <li className={`${tagStyles.foundRow} ${styles.muted}`}>More members match: type more of the name.</li> : null}
          </ul>
        )
      ) : null}
    </Card>
  );
}
