// The words the hub uses for the API's names: permissions, roles, audit actions, and an audit
// entry's before and after (JSON) as a line a person reads.
import { countLabel } from '../../lib/count-labels.ts';

export type Permission = 'adminHub' | 'canDeleteContent' | 'canCreateOpinions' | 'canSeeDetailedOpinionReport' | 'canListConvos';
export type Role = 'USER' | 'CONTRIBUTOR' | 'ADMIN';

/** The five permissions in the order the members screen lists them (docs/product.md#permissions). */
export const permissionLabels: Record<Permission, string> = {
  adminHub: 'Admin hub',
  canDeleteContent: 'Delete content',
  canCreateOpinions: 'Create opinions',
  canSeeDetailedOpinionReport: 'Detailed opinion reports',
  canListConvos: 'Questions and topic reports',
};

export const roleLabels: Record<Role, string> = { USER: 'Member', CONTRIBUTOR: 'Contributor', ADMIN: 'Admin' };

/** Every action the audit log records (api/modules/admin/service.ts), as the filter offers them. */
export const actionLabels: Record<string, string> = {
  'comment.deletedByModerator': 'Deleted a reported comment',
  'comment.reportsDismissed': 'Dismissed reports',
  'member.permissionGranted': 'Granted a permission',
  'member.permissionRevoked': 'Revoked a permission',
  'member.roleChanged': 'Changed a role',
  'member.suspended': 'Suspended a member',
  'member.suspensionLifted': 'Lifted a suspension',
  'member.warned': 'Warned a member',
  'userTag.created': 'Created a user tag',
  'userTag.renamed': 'Renamed a user tag',
  'userTag.deleted': 'Deleted a user tag',
  'userTag.assigned': 'Tagged a member',
  'userTag.unassigned': 'Untagged a member',
  'opinion.edited': 'Edited an opinion',
  'opinion.deleted': 'Deleted an opinion',
  'opinion.restored': 'Restored an opinion',
  'opinion.createdFromSuggestion': 'Made an opinion from a suggestion',
  'article.created': 'Created a page',
  'article.edited': 'Edited a page',
  'article.restored': 'Restored a page version',
};

const fieldLabels: Record<string, string> = {
  ...permissionLabels,
  role: 'Role',
  suspendedUntil: 'Suspended until',
  reason: 'Reason',
  hidden: 'Hidden by reports',
  deleted: 'Deleted',
  openReports: 'Open reports',
  name: 'Name',
  members: 'Members',
  tags: 'Tags',
  title: 'Title',
  topics: 'Topics',
  link: 'Link',
  tidbit: 'Context',
  suggestion: 'Suggestion',
  suggestedBy: 'Suggested by',
  revision: 'Revision',
  restoredFrom: 'Restored revision',
};

/** "3 December 2026", as the suspended member is told it (UTC). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => valueText(key, item)).join(', ');
  if (key === 'role' && typeof value === 'string') return roleLabels[value as Role] ?? value;
  // A site page's revision 0 is its built-in text (api/domain/site-pages.ts).
  if ((key === 'revision' || key === 'restoredFrom') && typeof value === 'number') return value === 0 ? 'built-in text' : String(value);
  if (typeof value === 'string' && isoInstant.test(value)) return formatDay(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parseObject(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What an entry changed: "Label: before → after" for a field both sides hold and that differs;
 * a field only one side holds is a fact of its own ("Deleted: yes", "Hidden by reports (before):
 * no"), not a change from or to nothing.
 */
export function changesOf(before: string | null | undefined, after: string | null | undefined): string[] {
  const was = parseObject(before);
  const now = parseObject(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.flatMap((key) => {
    const label = fieldLabels[key] ?? key;
    if (!(key in now)) return [`${label} (before): ${valueText(key, was[key])}`];
    if (!(key in was)) return [`${label}: ${valueText(key, now[key])}`];
    if (JSON.stringify(was[key]) === JSON.stringify(now[key])) return [];
    return [`${label}: ${valueText(key, was[key])} → ${valueText(key, now[key])}`];
  });
}

/**
 * A searchable list's status line: `Updating ...` while a new search loads, then how many rows
 * are shown or found (`, more below` when a page follows), or why there are none.
 */
export function listStatus(
  list: { pending: boolean; filter: string | null; count: number; hasNextPage: boolean },
  words: { one: string; many: string; noMatch: string; none: string },
): string {
  if (list.pending) return 'Updating ...';
  const shown = countLabel(list.count, words.one, words.many);
  const more = list.hasNextPage ? ', more below' : '';
  if (list.filter) return list.count === 0 ? `${words.noMatch} “${list.filter}”` : `${shown} found for “${list.filter}”${more}`;
  return list.count === 0 ? words.none : `${shown} shown${more}`;
}
