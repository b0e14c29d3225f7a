import { useSearchParams } from 'react-router';
import { AuthFlow } from '../../components/auth/AuthFlow.tsx';
import type { AuthStep } from '../../components/auth/auth-steps.ts';
import { AuthFormCard } from '../../components/auth/AuthFormCard.tsx';
import { useSocialSignInSettings } from '../../components/auth/SocialSignInButtons.tsx';
import { returnTargetFrom } from '../../lib/route-paths.ts';

/** Steps a link may open the login page on (?step=...), e.g. the reset request from an e-mail. */
const linkableSteps: AuthStep[] = ['chooseMethod', 'emailLogin', 'resetRequest'];

/** Route login (/login): the log-in flow of the modal, as a page. */
export function LoginPage() {
  useSocialSignInSettings();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('step') as AuthStep | null;
  return (
    <AuthFlow
      initialStep={requested && linkableSteps.includes(requested) ? requested : 'chooseMethod'}
      returnTarget={returnTargetFrom(searchParams)}
      externalId={searchParams.get('rid')}
      frame={(title, body) => <AuthFormCard title={title}>{body}</AuthFormCard>}
    />
  );
}
