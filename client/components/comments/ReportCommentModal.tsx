import { useState } from 'react';
import { useReportCommentMutation, type CommentReportReason } from '../../mutations/useReportCommentMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './ReportCommentModal.module.css';

const reasons: Array<{ value: CommentReportReason; label: string }> = [
  { value: 'UNCIVIL', label: 'Uncivil' },
  { value: 'UNPRODUCTIVE', label: 'Unproductive' },
];

/** The flag modal (docs/product.md#discussion): reasons Uncivil, Unproductive. */
export function ReportCommentModal({ commentId, open, onClose }: { commentId: string; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState<CommentReportReason>('UNCIVIL');
  const [report, isReporting] = useReportCommentMutation();
  const submit = () =>
    report(commentId, reason, (message) => {
      onClose();
      window.alert(message ?? 'Comment reported');
    });
  return (
    <Modal open={open} onClose={onClose} title="Report this comment">
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>Why should the moderators look at it?</legend>
        {reasons.map((option) => (
          <label key={option.value} className={styles.reason}>
            <input type="radio" name="report-reason" value={option.value} checked={reason === option.value} onChange={() => setReason(option.value)} />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="primary" onClick={submit} disabled={isReporting}>
          Report
        </Button>
      </div>
    </Modal>
  );
}
