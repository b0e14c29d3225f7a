import { useId } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { countLabel } from '../../lib/count-labels.ts';
import { adminAuditQuery } from './AdminAuditQuery.ts';
import { ListFooter, SectionHeader } from './AdminParts.tsx';
import { AuditTable, type AuditEntry } from './AuditTable.tsx';
import { actionLabels } from './admin-labels.ts';
import { useAdminListQuery } from './useAdminListQuery.ts';
import { useCursorList, type CursorPage } from './useCursorList.ts';
import type { AdminAuditQuery, AdminAuditQuery$data } from './__generated__/AdminAuditQuery.graphql.ts';
import styles from './AdminHub.module.css';

const NO_ENTRIES: CursorPage<AuditEntry> = { items: [], hasNextPage: false, endCursor: null };

function entriesOf(data: AdminAuditQuery$data | undefined): CursorPage<AuditEntry> {
  const answer = data?.auditLog;
  if (!answer || answer.__typename !== 'QueryAuditLogSuccess' || !answer.data) throw new Error(answer?.message ?? 'The audit log did not load.');
  return answer.data;
}

/** Route adminAudit (/internal/admin/audit; ?action= filters): every admin action, newest first. */
export function AdminAuditPage() {
  const filterId = useId();
  const list = useAdminListQuery<AdminAuditQuery>({ query: adminAuditQuery, parameter: 'action', variablesFor: (action) => ({ action }), debounceMs: 0 });
  const answer = usePreloadedQuery<AdminAuditQuery>(adminAuditQuery, list.reference).auditLog;
  const loaded = answer.__typename === 'QueryAuditLogSuccess' && answer.data ? answer.data : null;
  const entries = useCursorList<AuditEntry>(loaded ?? NO_ENTRIES, async (after) => entriesOf(await list.fetchAfter(after)));
  const actionName = list.filter ? (actionLabels[list.filter] ?? list.filter) : null;

  const shown = countLabel(entries.items.length, 'entry', 'entries');
  const status = list.isPending
    ? 'Updating ...'
    : entries.items.length === 0
      ? actionName
        ? `No entry for “${actionName}” yet`
        : 'Nothing has been done in the admin hub yet'
      : `${shown}${actionName ? ` for “${actionName}”` : ''}${entries.hasNextPage ? ', more below' : ''}`;

  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <SectionHeader id="audit-heading" title="Audit log">
        Every admin action, newest first: who did what to what, the change, and their note.
      </SectionHeader>
      <div className={styles.search}>
        <label className={styles.controlLabel} htmlFor={filterId}>
          Action
        </label>
        <select id={filterId} className={styles.select} value={list.filterText} onChange={(event) => list.setFilterText(event.target.value)}>
          <option value="">All actions</option>
          {Object.entries(actionLabels).map(([action, label]) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      {loaded ? null : (
        <p className={styles.conflict} role="alert">
          {answer.message ?? 'The audit log did not load.'}
        </p>
      )}
      {entries.items.length > 0 ? <AuditTable entries={entries.items} caption="Audit log entries, newest first" /> : null}
      <ListFooter hasNextPage={entries.hasNextPage} loading={entries.loading} error={entries.error} onLoadMore={entries.loadMore} />
    </section>
  );
}
