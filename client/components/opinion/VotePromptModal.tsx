import { useLocation, useNavigate } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './VotePromptModal.module.css';

/** An anonymous vote attempt asks the person to sign up ("Maybe later" or "Sign up now"). */
export function VotePromptModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Modal open={open} onClose={onClose} title="Sign up to vote">
      <p className={styles.text}>
        Create a free Opinio account to vote on opinions, see how everyone else voted, and discover your Opinion DNA.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Maybe later
        </Button>
        <Button
          variant="primary"
          onClick={() => {
            onClose();
            navigate(routePaths.signup(location.pathname + location.search));
          }}
        >
          Sign up now
        </Button>
      </div>
    </Modal>
  );
}
