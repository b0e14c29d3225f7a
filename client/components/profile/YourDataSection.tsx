import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useDeleteAccountMutation } from '../../mutations/useDeleteAccountMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { YourDataSection_viewer$key } from './__generated__/YourDataSection_viewer.graphql.ts';
import styles from './YourDataSection.module.css';

const yourDataViewerFragment = graphql`
  fragment YourDataSection_viewer on Viewer {
    username
    hasPassword
  }
`;

/** Where the home page says the account is gone (it reads this query parameter). */
export const ACCOUNT_DELETED_PATH = '/?account=deleted';

/**
 * "Your data" (docs/product.md#your-data): download a copy of everything stored about you, or
 * delete the account after confirming with the password (the username for an account without
 * one). After deleting, the whole page reloads on the home page, so nothing of the account stays
 * in memory.
 */
export function YourDataSection({ viewerRef }: { viewerRef: YourDataSection_viewer$key }) {
  const viewer = useFragment(yourDataViewerFragment, viewerRef);
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteAccount, isDeleting] = useDeleteAccountMutation();
  const headingId = useId();
  const fieldId = useId();
  const hintId = useId();

  const close = () => {
    if (isDeleting) return;
    setOpen(false);
    setConfirmation('');
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmation.trim() === '') {
      setError(viewer.hasPassword ? 'Please enter your password' : 'Please type your username');
      return;
    }
    deleteAccount(confirmation, {
      onSuccess: () => window.location.assign(ACCOUNT_DELETED_PATH),
      onFailure: setError,
    });
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Your data
      </h2>
      <div className={styles.row}>
        <div>
          <h3 className={styles.subheading}>Download your data</h3>
          <p className={styles.text}>
            A JSON file with everything Opinio stores about you: account, personal details, votes, comments,
            notifications, reports and more.
          </p>
        </div>
        {/* A plain link: the browser saves the file the server names (opinio-<username>.json). */}
        <a className={styles.download} href="/api/user/export" download>
          Download your data
        </a>
      </div>
      <div className={styles.row}>
        <div>
          <h3 className={styles.subheading}>Delete account</h3>
          <p className={styles.text}>
            Your account, personal details and comments are erased, and every device is signed out. Your votes stay
            only in the anonymous totals. This cannot be undone.
          </p>
        </div>
        <Button className={styles.danger} onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      <Modal open={open} onClose={close} title="Delete your account?">
        <form onSubmit={submit} noValidate>
          <p className={styles.text} id={hintId}>
            This erases @{viewer.username} for good and signs you out everywhere. Download your data first if you want a
            copy.
          </p>
          <label className={styles.label} htmlFor={fieldId}>
            {viewer.hasPassword ? 'Your password' : 'Type your username to confirm'}
          </label>
          <input
            id={fieldId}
            className={styles.control}
            type={viewer.hasPassword ? 'password' : 'text'}
            autoComplete={viewer.hasPassword ? 'current-password' : 'off'}
            // The dialog opens on this field: the one thing to do there.
            autoFocus
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <FormError message={error} />
          <div className={styles.actions}>
            <Button onClick={close} disabled={isDeleting}>
              Cancel
            </Button>
            <Button type="submit" className={styles.danger} disabled={isDeleting}>
              {isDeleting ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Modal>
    </Card>
  );
}
