import { countLabel } from '../../lib/count-labels.ts';
import type { AdminMemberRow } from '../../mutations/useAdminHubMutations.ts';
import { useAdminViewer } from './AdminHubPage.tsx';
import { adminMembersQuery } from './AdminMembersQuery.ts';
import { Alert, ListFooter, SearchBox, SectionHeader } from './AdminParts.tsx';
import { MemberCard } from './MemberCard.tsx';
import { useAdminListQuery } from './useAdminListQuery.ts';
import type { CursorPage } from './useCursorList.ts';
import type { AdminMembersQuery } from './__generated__/AdminMembersQuery.graphql.ts';
import styles from './AdminHub.module.css';

const NO_MEMBERS: CursorPage<AdminMemberRow> = { items: [], hasNextPage: false, endCursor: null };

/** Route adminMembers (/internal/admin/members; ?q= searches): permissions, roles, suspensions, warnings. */
export function AdminMembersPage() {
  const viewer = useAdminViewer();
  const list = useAdminListQuery<AdminMembersQuery, CursorPage<AdminMemberRow>>({
    query: adminMembersQuery,
    parameter: 'q',
    variablesFor: (search) => ({ search }),
    answerOf: (data) => data.adminMembers,
    what: 'members',
    empty: NO_MEMBERS,
  });
  const members = list.rows;
  const replace = (row: AdminMemberRow) => members.update((member) => (member.databaseId === row.databaseId ? row : member));

  const shown = countLabel(members.items.length, 'member', 'members');
  const status = list.isPending
    ? 'Updating ...'
    : list.filter
      ? members.items.length === 0
        ? `No member matches “${list.filter}”`
        : `${shown} found for “${list.filter}”${members.hasNextPage ? ', more below' : ''}`
      : `${shown} shown${members.hasNextPage ? ', more below' : ''}`;

  return (
    <section className={styles.section} aria-labelledby="members-heading">
      <SectionHeader id="members-heading" title="Members">
        Grant and revoke permissions, set roles, suspend or warn. Every change is in the audit log and applies on the member’s next
        request.
      </SectionHeader>
      <SearchBox
        label="Search by username or e-mail address"
        hint="Part of a username, or the whole address."
        value={list.filterText}
        onChange={list.setFilterText}
      />
      <p className={styles.status} role="status">
        {status}
      </p>
      <Alert message={list.loadError} />
      {members.items.length > 0 ? (
        <ul className={styles.cards} aria-label="Members">
          {members.items.map((member) => (
            <MemberCard
              key={member.databaseId}
              member={member}
              isViewer={member.username.toLowerCase() === viewer.username.toLowerCase()}
              onChanged={replace}
            />
          ))}
        </ul>
      ) : null}
      <ListFooter hasNextPage={members.hasNextPage} loading={members.loading} error={members.error} onLoadMore={members.loadMore} />
    </section>
  );
}
