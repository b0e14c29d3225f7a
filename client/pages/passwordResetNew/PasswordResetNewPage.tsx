import { useSearchParams } from 'react-router';
import { AuthFlow } from '../../components/auth/AuthFlow.tsx';
import { AuthFormCard } from '../../components/auth/AuthFormCard.tsx';

/** Route passwordResetNew (/resetpassword/set?t=<token>&rid=<external id>): the new password step. */
export function PasswordResetNewPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthFlow
      initialStep="newPassword"
      returnTarget="/"
      resetToken={searchParams.get('t')}
      externalId={searchParams.get('rid')}
      frame={(title, body) => <AuthFormCard title={title}>{body}</AuthFormCard>}
    />
  );
}
