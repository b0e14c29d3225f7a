import { useSearchParams } from 'react-router';
import { AuthFlow } from '../../components/auth/AuthFlow.tsx';
import { AuthFormCard } from '../../components/auth/AuthFormCard.tsx';
import { useSocialSignInSettings } from '../../components/auth/SocialSignInButtons.tsx';
import { returnTargetFrom } from '../../lib/route-paths.ts';

/** Route signup (/signup): the sign-up flow of the modal, as a page. */
export function SignupPage() {
  useSocialSignInSettings();
  const [searchParams] = useSearchParams();
  return (
    <AuthFlow
      initialStep="signup"
      returnTarget={returnTargetFrom(searchParams)}
      externalId={searchParams.get('rid')}
      frame={(title, body) => <AuthFormCard title={title}>{body}</AuthFormCard>}
    />
  );
}
