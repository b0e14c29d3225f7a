import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { countLabel } from '../../lib/count-labels.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useCreateAdminUserTagMutation, type AdminUserTagRow } from '../../mutations/useUserTagMutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { adminUserTagsQuery } from './AdminUserTagsQuery.ts';
import { Alert, EmptyList, ListFooter, ListStatus, SearchBox, SectionHeader } from './AdminParts.tsx';
import { formatDay, listStatus } from './admin-labels.ts';
import { DeleteTagDialog, RenameTagDialog, TAG_NAME_HINT, TAG_NAME_MAX } from './UserTagDialogs.tsx';
import { useAdminListQuery } from './useAdminListQuery.ts';
import type { CursorPage } from './useCursorList.ts';
import type { AdminUserTagsQuery } from './__generated__/AdminUserTagsQuery.graphql.ts';
import styles from './AdminHub.module.css';
import tagStyles from './UserTags.module.css';

const NO_TAGS: CursorPage<AdminUserTagRow> = { items: [], hasNextPage: false, endCursor: null };

/** What the tag page tells this list when it sends the admin back (the tag they deleted). */
export type UserTagsLocationState = { notice?: string } | null;

/** "12 members · created by admin on 3 December 2026" */
export function tagFacts(tag: AdminUserTagRow): string {
  const creator = tag.createdByUsername ? ` by ${tag.createdByUsername}` : '';
  return `${countLabel(tag.members, 'member', 'members')} · created${creator} on ${formatDay(tag.createdAt)}`;
}

/** What the admin is told once a tag is deleted. */
export function deletedNotice(tag: AdminUserTagRow): string {
  return `Tag “${tag.name}” deleted${tag.members > 0 ? `; ${countLabel(tag.members, 'member', 'members')} lost it` : ''}`;
}

/**
 * Route adminUserTags (/internal/admin/tags; ?q= searches): the user tags the report filters use,
 * by name with their member counts; create, rename, delete; each tag's page lists its members.
 */
export function AdminUserTagsPage() {
  const location = useLocation();
  const list = useAdminListQuery<AdminUserTagsQuery, CursorPage<AdminUserTagRow>>({
    query: adminUserTagsQuery,
    parameter: 'q',
    variablesFor: (search) => ({ search }),
    answerOf: (data) => data.adminUserTags,
    what: 'tags',
    empty: NO_TAGS,
  });
  const tags = list.rows;
  const [notice, setNotice] = useState<string | null>(() => (location.state as UserTagsLocationState)?.notice ?? null);
  const [gone, setGone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a deletion the row (and the button that had focus) is gone: the heading takes focus.
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) headingRef.current?.focus();
  }, [focusRequests]);

  const say = (message: string) => {
    setGone(null);
    setNotice(message);
  };
  const onRenamed = (row: AdminUserTagRow) => {
    tags.update((tag) => (tag.databaseId === row.databaseId ? row : tag));
    say(`Renamed to “${row.name}”`);
  };
  const onDeleted = (row: AdminUserTagRow) => {
    tags.update((tag) => (tag.databaseId === row.databaseId ? null : tag));
    say(deletedNotice(row));
    setFocusRequests((count) => count + 1);
  };
  const onGone = (message: string) => {
    setNotice(null);
    setGone(`${message}: another admin deleted it. The list has been refreshed.`);
    setFocusRequests((count) => count + 1);
    list.refresh();
  };

  const status = listStatus(
    { pending: list.isPending, filter: list.filter, count: tags.items.length, hasNextPage: tags.hasNextPage },
    { one: 'tag', many: 'tags', noMatch: 'No tag matches', none: 'No user tags yet' },
  );

  return (
    <section className={styles.section} aria-labelledby="tags-heading">
      <SectionHeader id="tags-heading" title="User tags" headingRef={headingRef}>
        Named groups of members that the report overview and the detailed opinion report filter by. Every change is in the audit log.
      </SectionHeader>
      <NewTagForm
        onCreated={(tag) => {
          say(`Tag “${tag.name}” created`);
          list.refresh();
        }}
      />
      <SearchBox label="Search tags" value={list.filterText} onChange={list.setFilterText} />
      <ListStatus status={status} notice={notice} testId="tags-status" />
      <Alert message={gone} />
      <Alert message={list.loadError} />
      {tags.items.length === 0 && !list.loadError ? (
        <EmptyList title={list.filter ? 'No tag matches' : 'No user tags yet'}>
          {list.filter ? 'Try another part of the name.' : 'Create the first one above, then give it to members from its page.'}
        </EmptyList>
      ) : (
        <ul className={tagStyles.tagList} aria-label="User tags">
          {tags.items.map((tag) => (
            <TagRow key={tag.databaseId} tag={tag} onRenamed={onRenamed} onDeleted={onDeleted} onGone={onGone} />
          ))}
        </ul>
      )}
      <ListFooter hasNextPage={tags.hasNextPage} loading={tags.loading} error={tags.error} onLoadMore={tags.loadMore} />
    </section>
  );
}

type TagRowProps = {
  tag: AdminUserTagRow;
  onRenamed: (tag: AdminUserTagRow) => void;
  onDeleted: (tag: AdminUserTagRow) => void;
  onGone: (message: string) => void;
};

function TagRow({ tag, onRenamed, onDeleted, onGone }: TagRowProps) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <li className={tagStyles.tagRow}>
      <div className={tagStyles.tagMain}>
        <Link className={tagStyles.tagName} to={routePaths.adminUserTag(tag.databaseId)}>
          {tag.name}
        </Link>
        <span className={styles.meta}>{tagFacts(tag)}</span>
      </div>
      <div className={tagStyles.rowActions}>
        <Button onClick={() => setDialog('rename')}>
          Rename<span className="visually-hidden"> {tag.name}</span>
        </Button>
        <Button className={styles.dangerOutline} onClick={() => setDialog('delete')}>
          Delete<span className="visually-hidden"> {tag.name}</span>
        </Button>
      </div>
      <RenameTagDialog tag={tag} open={dialog === 'rename'} onClose={close} onDone={onRenamed} onGone={onGone} />
      <DeleteTagDialog tag={tag} open={dialog === 'delete'} onClose={close} onDone={onDeleted} onGone={onGone} />
    </li>
  );
}

/** "New tag": a name, created at once; a refusal (too short, taken) shows under the field. */
function NewTagForm({ onCreated }: { onCreated: (tag: { databaseId: number; name: string }) => void }) {
  const headingId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateAdminUserTagMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setError(null);
    create(
      { name },
      {
        onSuccess: (tag) => {
          setName('');
          onCreated(tag);
        },
        onFailure: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Card as="section" className={tagStyles.newTag} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.overviewTitle}>
        New tag
      </h2>
      {/* The server owns the rules, so the browser's own validation is off. */}
      <form className={tagStyles.newTagForm} onSubmit={submit} noValidate>
        <TextField
          label="Tag name"
          value={name}
          onValueChange={(value) => {
            setName(value);
            setError(null);
          }}
          maxLength={TAG_NAME_MAX + 20}
          hint={TAG_NAME_HINT}
          error={error}
          autoComplete="off"
          required
        />
        <Button type="submit" variant="primary" disabled={creating}>
          {creating ? 'Creating ...' : 'Create tag'}
        </Button>
      </form>
    </Card>
  );
}
