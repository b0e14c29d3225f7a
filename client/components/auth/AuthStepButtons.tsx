import { Button } from '../../ui/Button.tsx';

/** A submitting form says so on its button, and cannot be sent twice. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: string }) {
  return (
    <Button type="submit" variant="primary" fullWidth disabled={submitting}>
      {submitting ? 'Submitting...' : children}
    </Button>
  );
}

export function BackButton({ onClick, children, disabled }: { onClick: () => void; children: string; disabled?: boolean }) {
  return (
    <Button variant="ghost" fullWidth onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}
