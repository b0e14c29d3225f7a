import { useId } from 'react';
import { countLabel } from '../../lib/count-labels.ts';
import { adminAuditQuery } from './AdminAuditQuery.ts';
import { Alert, ListFooter, SectionHeader } from './AdminParts.tsx';
import { AuditTable, type AuditEntry } from './AuditTable.tsx';
import { actionLabels } from './admin-labels.ts';
import { useAdminListQuery } from './useAdminListQuery.ts';
import type { CursorPage } from './useCursorList.ts';
import type { AdminAuditQuery } from './__generated__/AdminAuditQuery.graphql.ts';
import styles from './AdminHub.module.css';

const NO_ENTRIES: CursorPage<AuditEntry> = { items: [], hasNextPage: false, endCursor: null };

/** Route adminAudit (/internal/admin/audit; ?action= filters): every admin action, newest first. */
export function AdminAuditPage() {
  const filterId = useId();
  const list = useAdminListQuery<AdminAuditQuery, CursorPage<AuditEntry>>({
    query: adminAuditQuery,
    parameter: 'action',
    variablesFor: (action) => ({ action }),
    answerOf: (data) => data.auditLog,
    what: 'audit log',
    empty: NO_ENTRIES,
    debounceMs: 0,
  });
  const entries = list.rows;
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
      <Alert message={list.loadError} />
      {entries.items.length > 0 ? <AuditTable entries={entries.items} caption="Audit log entries, newest first" /> : null}
      <ListFooter hasNextPage={entries.hasNextPage} loading={entries.loading} error={entries.error} onLoadMore={entries.loadMore} />
    </section>
  );
}
