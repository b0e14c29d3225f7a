import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route passwordResetNew (/resetpassword/set). */
export function PasswordResetNewPage() {
  return <PageColumn title="Set a new password" />;
}
