// The member actions that ask something first: suspend (until when, why), lift a suspension (a
// note), warn (the message). A refusal about one field shows under it; any other at the top.
import { useState } from 'react';
import {
  useLiftSuspensionMutation,
  useSuspendMemberMutation,
  useWarnMemberMutation,
  type AdminFailure,
  type AdminMemberRow,
} from '../../mutations/useAdminHubMutations.ts';
import { TextArea, TextField } from '../../ui/TextField.tsx';
import { ActionDialog } from './AdminParts.tsx';
import { formatDay } from './admin-labels.ts';
import styles from './AdminHub.module.css';

/** A reason or warning is told to the member: 1-300 characters; an audit note at most 500. */
const MESSAGE_MAX = 300;
const NOTE_MAX = 500;
const DEFAULT_SUSPENSION_DAYS = 7;

type DialogProps = { member: AdminMemberRow; open: boolean; onClose: () => void; onDone: (member: AdminMemberRow) => void };
type Refusal = { message: string; field: string | null };

/** A dialog's refusal, and the callbacks that close it on success or keep it open with the refusal. */
export function useDialogOutcome<Row = AdminMemberRow>({ onClose, onDone }: { onClose: () => void; onDone: (row: Row) => void }) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const clear = () => setRefusal(null);
  return {
    refusal,
    clear,
    /** A field's change handler: the new value, and the refusal (about the old one) goes. */
    edit: (setValue: (value: string) => void) => (value: string) => {
      setValue(value);
      clear();
    },
    /** The message for `field`, or (without a field) any refusal no field shows. */
    errorFor: (field: string | null, fields: string[]) => {
      if (!refusal) return null;
      if (field === null) return refusal.field !== null && fields.includes(refusal.field) ? null : refusal.message;
      return refusal.field === field ? refusal.message : null;
    },
    callbacks: {
      onSuccess: (row: Row) => {
        setRefusal(null);
        onDone(row);
        onClose();
      },
      onFailure: (failure: AdminFailure) => setRefusal({ message: failure.message, field: failure.field }),
    },
  };
}

/** yyyy-mm-dd of the UTC day `days` from now (what a date input holds). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function SuspendDialog({ member, open, onClose, onDone }: DialogProps) {
  const [until, setUntil] = useState(() => dayFromNow(DEFAULT_SUSPENSION_DAYS));
  const [reason, setReason] = useState('');
  const [suspend, suspending] = useSuspendMemberMutation();
  const outcome = useDialogOutcome({ onClose, onDone });
  const [missingDay, setMissingDay] = useState(false);
  const fields = ['until', 'reason'];

  const submit = () => {
    outcome.clear();
    setMissingDay(!until);
    if (!until) return;
    // The member is back on the morning (UTC) of the chosen day: "suspended until 3 December".
    suspend({ userId: member.databaseId, until: `${until}T00:00:00.000Z`, reason }, outcome.callbacks);
  };

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={`Suspend ${member.username}`}
      submitLabel="Suspend"
      danger
      busy={suspending}
      error={outcome.errorFor(null, fields)}
      onSubmit={submit}
    >
      <p className={styles.intro}>Their sessions end at once, and each log-in is refused with the day and the reason below.</p>
      <TextField
        label="Suspended until"
        type="date"
        value={until}
        min={dayFromNow(1)}
        onValueChange={(value) => {
          setUntil(value);
          setMissingDay(false);
          outcome.clear();
        }}
        hint={until ? `Back on ${formatDay(`${until}T00:00:00Z`)}.` : undefined}
        error={missingDay ? 'Choose the day the suspension ends' : outcome.errorFor('until', fields)}
        required
      />
      <TextArea
        label="Reason (the member is told)"
        value={reason}
        onValueChange={outcome.edit(setReason)}
        maxLength={MESSAGE_MAX}
        hint={`1 to ${MESSAGE_MAX} characters.`}
        error={outcome.errorFor('reason', fields)}
        required
      />
    </ActionDialog>
  );
}

export function LiftSuspensionDialog({ member, open, onClose, onDone }: DialogProps) {
  const [note, setNote] = useState('');
  const [lift, lifting] = useLiftSuspensionMutation();
  const outcome = useDialogOutcome({ onClose, onDone });
  const fields = ['note'];
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={`Lift ${member.username}’s suspension?`}
      submitLabel="Lift suspension"
      busy={lifting}
      error={outcome.errorFor(null, fields)}
      onSubmit={() => {
        outcome.clear();
        lift({ userId: member.databaseId, note: note.trim() || null }, outcome.callbacks);
      }}
    >
      <p className={styles.intro}>
        {member.suspendedUntil ? `Suspended until ${formatDay(member.suspendedUntil)}: ${member.suspensionReason}. ` : ''}
        They can log in again at once.
      </p>
      <TextArea
        label="Note for the audit log (optional)"
        value={note}
        onValueChange={outcome.edit(setNote)}
        maxLength={NOTE_MAX}
        error={outcome.errorFor('note', fields)}
      />
    </ActionDialog>
  );
}

export function WarnDialog({ member, open, onClose, onDone }: DialogProps) {
  const [message, setMessage] = useState('');
  const [warn, warning] = useWarnMemberMutation();
  const outcome = useDialogOutcome({
    onClose,
    onDone: (row) => {
      setMessage('');
      onDone(row);
    },
  });
  // The server names a missing or long warning's field "reason", as for a suspension.
  const fields = ['message', 'reason'];
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={`Warn ${member.username}`}
      submitLabel="Send warning"
      busy={warning}
      error={outcome.errorFor(null, fields)}
      onSubmit={() => {
        outcome.clear();
        warn({ userId: member.databaseId, message }, outcome.callbacks);
      }}
    >
      <p className={styles.intro}>They get a notification with your words, and the audit log keeps them.</p>
      <TextArea
        label="Warning"
        value={message}
        onValueChange={outcome.edit(setMessage)}
        maxLength={MESSAGE_MAX}
        hint={`1 to ${MESSAGE_MAX} characters.`}
        error={outcome.errorFor('message', fields) ?? outcome.errorFor('reason', fields)}
        required
      />
    </ActionDialog>
  );
}
