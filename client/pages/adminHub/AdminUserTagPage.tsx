import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { routePaths } from '../../lib/route-paths.ts';
import { useUnassignUserTagMutation, type AdminUserTagRow, type TagAssignment } from '../../mutations/useUserTagMutations.ts';
import { Button } from '../../ui/Button.tsx';
import { AddTagMember } from './AddTagMember.tsx';
import { adminUserTagQuery } from './AdminUserTagQuery.ts';
import { tagIdParameter } from './tag-id.ts';
import { deletedNotice, tagFacts, type UserTagsLocationState } from './AdminUserTagsPage.tsx';
import { Alert, EmptyList, ListFooter, ListStatus, SearchBox, SectionHeader } from './AdminParts.tsx';
import { formatDay, listStatus } from './admin-labels.ts';
import { DeleteTagDialog, RenameTagDialog } from './UserTagDialogs.tsx';
import { useAdminListQuery } from './useAdminListQuery.ts';
import type { CursorPage } from './useCursorList.ts';
import type { AdminUserTagQuery, AdminUserTagQuery$data } from './__generated__/AdminUserTagQuery.graphql.ts';
import styles from './AdminHub.module.css';
import tagStyles from './UserTags.module.css';

type MembersAnswer = AdminUserTagQuery$data['adminUserTagMembers'];
type TaggedMember = NonNullable<MembersAnswer['data']>['items'][number];

const NO_MEMBERS: CursorPage<TaggedMember> = { items: [], hasNextPage: false, endCursor: null };

/**
 * Route adminUserTag (/internal/admin/tags/{id}; ?q= searches its members): one tag, renamed or
 * deleted here too, and its members by username, each with Remove; Add a member finds one by name.
 */
export function AdminUserTagPage() {
  const id = tagIdParameter(useParams().id);
  const navigate = useNavigate();
  const list = useAdminListQuery<AdminUserTagQuery, CursorPage<TaggedMember>>({
    query: adminUserTagQuery,
    parameter: 'q',
    variablesFor: (search) => ({ id, search }),
    answerOf: (data) => data.adminUserTagMembers,
    what: 'members',
    empty: NO_MEMBERS,
  });
  const answer = list.response.adminUserTag;
  const loaded = answer.__typename === 'QueryAdminUserTagSuccess' ? (answer.data ?? null) : null;
  // The tag as the writes on this page left it (its name, its count), until the query answers again.
  const [changed, setChanged] = useState<{ from: typeof loaded; tag: AdminUserTagRow } | null>(null);
  const tag = changed && changed.from === loaded ? changed.tag : loaded;
  const members = list.rows;
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [unassign, removing] = useUnassignUserTagMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) headingRef.current?.focus();
  }, [focusRequests]);

  if (answer.__typename === 'NotFoundError') return <PageStatus status={404} />;
  if (!tag) return <Alert message={answer.message ?? 'The tag did not load.'} />;

  const backToList = (message: string) => navigate(routePaths.adminUserTags(), { state: { notice: message } satisfies UserTagsLocationState });
  const show = (row: AdminUserTagRow, message: string) => {
    setChanged({ from: loaded, tag: row });
    setRefusal(null);
    setNotice(message);
  };
  const onAdded = (outcome: TagAssignment) => {
    show(outcome.tag, outcome.changed ? `${outcome.member.username} added` : `${outcome.member.username} already carried it`);
    // The new member takes their place by name in the list from the server.
    if (outcome.changed) list.refresh();
  };
  const remove = (member: TaggedMember) => {
    setRefusal(null);
    unassign(
      { tagId: tag.databaseId, userId: member.databaseId },
      {
        onSuccess: (outcome) => {
          members.update((row) => (row.databaseId === member.databaseId ? null : row));
          show(outcome.tag, `${member.username} removed`);
          setFocusRequests((count) => count + 1);
        },
        onFailure: (failure) => setRefusal(failure.message),
      },
    );
  };

  const status = listStatus(
    { pending: list.isPending, filter: list.filter, count: members.items.length, hasNextPage: members.hasNextPage },
    { one: 'member', many: 'members', noMatch: 'No member of this tag matches', none: 'Nobody carries this tag yet' },
  );

  return (
    <section className={styles.section} aria-labelledby="tag-heading">
      <p className={tagStyles.back}>
        <Link to={routePaths.adminUserTags()}>All user tags</Link>
      </p>
      <SectionHeader id="tag-heading" title={tag.name} headingRef={headingRef}>
        {tagFacts(tag)}
      </SectionHeader>
      <div className={tagStyles.tagActions}>
        <Button onClick={() => setDialog('rename')}>Rename</Button>
        <Button className={styles.dangerOutline} onClick={() => setDialog('delete')}>
          Delete tag
        </Button>
      </div>
      <AddTagMember tagId={tag.databaseId} onAdded={onAdded} />
      <h2 className={styles.overviewTitle}>Members with this tag</h2>
      <SearchBox label="Search this tag’s members" value={list.filterText} onChange={list.setFilterText} />
      <ListStatus status={status} notice={notice} testId="tag-members-status" />
      <Alert message={refusal} />
      <Alert message={list.loadError} />
      {members.items.length === 0 && !list.loadError ? (
        <EmptyList title={list.filter ? 'No member matches' : 'Nobody carries this tag yet'}>
          {list.filter ? 'Try another part of the name.' : 'Find a member above and add them.'}
        </EmptyList>
      ) : (
        <ul className={tagStyles.tagList} aria-label={`Members with the tag ${tag.name}`}>
          {members.items.map((member) => (
            <li key={member.databaseId} className={tagStyles.tagRow}>
              <div className={tagStyles.tagMain}>
                <Link className={tagStyles.tagName} to={routePaths.userProfile(member.username)}>
                  {member.username}
                </Link>
                <span className={styles.meta}>Tagged on {formatDay(member.taggedAt)}</span>
              </div>
              <div className={tagStyles.rowActions}>
                <Button onClick={() => remove(member)} disabled={removing}>
                  Remove<span className="visually-hidden"> {member.username}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListFooter hasNextPage={members.hasNextPage} loading={members.loading} error={members.error} onLoadMore={members.loadMore} />
      <RenameTagDialog
        tag={tag}
        open={dialog === 'rename'}
        onClose={() => setDialog(null)}
        onDone={(row) => show(row, `Renamed to “${row.name}”`)}
        onGone={(message) => backToList(`${message}: another admin deleted it`)}
      />
      <DeleteTagDialog
        tag={tag}
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDone={(row) => backToList(deletedNotice(row))}
        onGone={(message) => backToList(`${message}: another admin deleted it`)}
      />
    </section>
  );
}
