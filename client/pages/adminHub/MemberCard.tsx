import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { UserTagPicker } from '../../components/reports/UserTagPicker.tsx';
import { formatCount } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import {
  useSetMemberPermissionMutation,
  useSetMemberRoleMutation,
  type AdminFailure,
  type AdminMemberRow,
} from '../../mutations/useAdminHubMutations.ts';
import type { CreatedTag } from '../../mutations/useCreateUserTagMutation.ts';
import { useAssignUserTagMutation, useUnassignUserTagMutation } from '../../mutations/useUserTagMutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Badge } from './AdminParts.tsx';
import { formatDay, permissionLabels, roleLabels, type Permission, type Role } from './admin-labels.ts';
import { LiftSuspensionDialog, SuspendDialog, WarnDialog } from './MemberDialogs.tsx';
import styles from './AdminHub.module.css';
import tagStyles from './UserTags.module.css';

const PERMISSIONS = Object.keys(permissionLabels) as Permission[];
const ROLES = Object.keys(roleLabels) as Role[];

type Props = { member: AdminMemberRow; isViewer: boolean; onChanged: (member: AdminMemberRow) => void };

/** A member: name, standing, role, the five permissions as switches, their user tags, and suspend / lift / warn. */
export function MemberCard({ member, isViewer, onChanged }: Props) {
  const headingId = useId();
  const roleErrorId = useId();
  const permissionErrorId = useId();
  const [setRole, settingRole] = useSetMemberRoleMutation();
  const [setPermission, settingPermission] = useSetMemberPermissionMutation();
  const [assignTag] = useAssignUserTagMutation();
  const [unassignTag] = useUnassignUserTagMutation();
  // The refusal shown next to the control it is about; the next change clears it.
  const [refusal, setRefusal] = useState<{ control: 'role' | 'tags' | Permission; message: string } | null>(null);
  const [dialog, setDialog] = useState<'suspend' | 'lift' | 'warn' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = settingRole || settingPermission;

  const refused = (control: 'role' | 'tags' | Permission) => (failure: AdminFailure) => setRefusal({ control, message: failure.message });
  const changed = (message: string) => (row: AdminMemberRow) => {
    onChanged(row);
    setNotice(message);
  };

  const changeRole = (role: Role) => {
    setRefusal(null);
    setNotice(null);
    setRole({ userId: member.databaseId, role }, { onSuccess: changed(`Role set to ${roleLabels[role]}`), onFailure: refused('role') });
  };
  const togglePermission = (permission: Permission, granted: boolean) => {
    setRefusal(null);
    setNotice(null);
    setPermission(
      { userId: member.databaseId, permission, granted },
      { onSuccess: changed(`${permissionLabels[permission]} ${granted ? 'granted' : 'revoked'}`), onFailure: refused(permission) },
    );
  };

  const tags: CreatedTag[] = member.tags.map((tag) => ({ id: tag.databaseId, name: tag.name }));
  // The picker answers the whole new list: one tag more (added) or one fewer (removed).
  const changeTags = (next: CreatedTag[]) => {
    setRefusal(null);
    setNotice(null);
    const added = next.find((tag) => !tags.some((held) => held.id === tag.id));
    const removed = tags.find((held) => !next.some((tag) => tag.id === held.id));
    const callbacks = (message: string) => ({ onSuccess: ({ member: row }: { member: AdminMemberRow }) => changed(message)(row), onFailure: refused('tags') });
    if (added) assignTag({ tagId: added.id, userId: member.databaseId }, callbacks(`Tag “${added.name}” added`));
    else if (removed) unassignTag({ tagId: removed.id, userId: member.databaseId }, callbacks(`Tag “${removed.name}” removed`));
  };

  const permissionRefusal = refusal && refusal.control !== 'role' && refusal.control !== 'tags' ? refusal : null;
  return (
    <Card as="li" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Link to={routePaths.userProfile(member.username)}>{member.username}</Link>
          {isViewer ? <span className={styles.muted}> (you)</span> : null}
        </h2>
        <span className={styles.badges}>
          {member.role !== 'USER' ? <Badge>{roleLabels[member.role as Role] ?? member.role}</Badge> : null}
          {member.suspendedUntil ? <Badge tone="danger">Suspended</Badge> : null}
        </span>
      </div>
      <p className={styles.meta}>
        Member #{member.databaseId} · joined {formatDay(member.joinedAt)} · karma {formatCount(member.karma)}
      </p>
      {member.suspendedUntil ? (
        <p className={styles.suspension}>
          Suspended until {formatDay(member.suspendedUntil)}: {member.suspensionReason}
        </p>
      ) : null}
      <div className={styles.memberControls}>
        <div className={styles.roleControl}>
          <label className={styles.controlLabel} htmlFor={`${headingId}-role`}>
            Role
          </label>
          <select
            id={`${headingId}-role`}
            className={styles.select}
            value={member.role}
            disabled={busy}
            aria-describedby={refusal?.control === 'role' ? roleErrorId : undefined}
            aria-invalid={refusal?.control === 'role' ? true : undefined}
            onChange={(event) => changeRole(event.target.value as Role)}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
          {refusal?.control === 'role' ? (
            <span id={roleErrorId} className={styles.controlError} role="alert">
              {refusal.message}
            </span>
          ) : null}
        </div>
        <fieldset className={styles.permissions}>
          <legend className={styles.controlLabel}>Permissions</legend>
          {PERMISSIONS.map((permission) => (
            <Fragment key={permission}>
              <label className={styles.switchRow}>
                <input
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  checked={member[permission]}
                  disabled={busy}
                  aria-describedby={permissionRefusal?.control === permission ? permissionErrorId : undefined}
                  aria-invalid={permissionRefusal?.control === permission ? true : undefined}
                  onChange={(event) => togglePermission(permission, event.target.checked)}
                />
                <span>{permissionLabels[permission]}</span>
              </label>
              {permissionRefusal?.control === permission ? (
                <span id={permissionErrorId} className={styles.controlError} role="alert">
                  {permissionRefusal.message}
                </span>
              ) : null}
            </Fragment>
          ))}
        </fieldset>
      </div>
      <div className={tagStyles.memberTags}>
        <UserTagPicker label="User tags" listLabel={`${member.username}’s tags`} tags={tags} onChange={changeTags} />
        {refusal?.control === 'tags' ? (
          <span className={styles.controlError} role="alert">
            {refusal.message}
          </span>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button onClick={() => setDialog('warn')}>Warn</Button>
        {member.suspendedUntil ? (
          <Button onClick={() => setDialog('lift')}>Lift suspension</Button>
        ) : isViewer ? null : (
          // Nobody suspends themselves (the server refuses it too).
          <Button className={styles.dangerOutline} onClick={() => setDialog('suspend')}>
            Suspend
          </Button>
        )}
        <p className={styles.rowNotice} role="status">
          {notice}
        </p>
      </div>
      <WarnDialog member={member} open={dialog === 'warn'} onClose={() => setDialog(null)} onDone={changed(`Warning sent to ${member.username}`)} />
      <SuspendDialog member={member} open={dialog === 'suspend'} onClose={() => setDialog(null)} onDone={changed(`${member.username} is suspended`)} />
      <LiftSuspensionDialog member={member} open={dialog === 'lift'} onClose={() => setDialog(null)} onDone={changed('Suspension lifted')} />
    </Card>
  );
}
