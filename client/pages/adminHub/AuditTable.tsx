import { graphql } from 'react-relay';
import { relativeTime } from '../../lib/formatting.ts';
import { actionLabels, changesOf, permissionLabels, type Permission } from './admin-labels.ts';
import type { AuditTable_entry$data } from './__generated__/AuditTable_entry.graphql.ts';
import styles from './AdminHub.module.css';

// Spread unmasked by the audit log's and the overview's queries.
export const auditEntryFragment = graphql`
  fragment AuditTable_entry on AuditEntry {
    databaseId
    actorUsername
    action
    targetType
    targetId
    targetLabel
    before
    after
    note
    createdAt
  }
`;

export type AuditEntry = Omit<AuditTable_entry$data, ' $fragmentType'>;

function targetText(entry: AuditEntry): string {
  if (entry.targetType === 'User') return `Member ${entry.targetLabel}`;
  if (entry.targetType === 'Comment') return `Comment “${entry.targetLabel}”`;
  if (entry.targetType === 'UserTag') return `Tag “${entry.targetLabel}”`;
  if (entry.targetType === 'Opinion') return `Opinion “${entry.targetLabel}”`;
  if (entry.targetType === 'Article') return `Page ${entry.targetLabel}`;
  return `${entry.targetType} ${entry.targetLabel}`;
}

/** A permission change's note is the permission's name in the API. */
function noteText(entry: AuditEntry): string {
  return entry.action.startsWith('member.permission') ? (permissionLabels[entry.note as Permission] ?? entry.note) : entry.note;
}

/**
 * Audit entries as a table (who, what, on what, the change, the note, when); under 700 px each
 * row is a card with the column names beside its values, so nothing scrolls sideways.
 */
export function AuditTable({ entries, caption }: { entries: ReadonlyArray<AuditEntry>; caption: string }) {
  return (
    <table className={styles.audit}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Target</th>
          <th scope="col">Change</th>
          <th scope="col">Note</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const changes = changesOf(entry.before, entry.after);
          return (
            <tr key={entry.databaseId}>
              <td data-label="When">
                <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString()}>
                  {relativeTime(entry.createdAt)}
                </time>
              </td>
              <td data-label="Who">{entry.actorUsername ?? '[deleted]'}</td>
              <td data-label="What">{actionLabels[entry.action] ?? entry.action}</td>
              <td data-label="Target">{targetText(entry)}</td>
              <td data-label="Change">
                {changes.length > 0 ? (
                  <ul className={styles.changes}>
                    {changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                ) : (
                  <span className={styles.muted}>—</span>
                )}
              </td>
              <td data-label="Note">{noteText(entry) || <span className={styles.muted}>—</span>}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
