import { useSearchParams } from 'react-router';
import { DemographicsForm } from '../../components/profile/DemographicsForm.tsx';
import { LoginRequiredCard } from '../../components/auth/LoginRequiredCard.tsx';
import { SettingsNav } from '../../components/profile/SettingsNav.tsx';
import { YourDataSection } from '../../components/profile/YourDataSection.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { demographicsPageQuery } from './DemographicsPageQuery.ts';
import { OnboardingDetailsStep, OnboardingQuizStep } from './OnboardingSteps.tsx';
import type { DemographicsPageQuery } from './__generated__/DemographicsPageQuery.graphql.ts';

/**
 * Route demographics (/settings/details): the personal details form and Your data; login required.
 * With `?onboarding=1` or `2`, the steps a new member is invited to after signing up.
 */
export function DemographicsPage() {
  const data = useRouteQuery<DemographicsPageQuery>(demographicsPageQuery);
  const [searchParams] = useSearchParams();
  if (!data.viewer.isLoggedIn) return <LoginRequiredCard asPage reason="Please log in or sign up to give your personal details" />;
  const onboardingStep = searchParams.get('onboarding');
  if (onboardingStep === '1') return <OnboardingDetailsStep queryRef={data} />;
  if (onboardingStep === '2') return <OnboardingQuizStep />;
  return (
    <PageColumn title="Personal details">
      <SettingsNav />
      <Card>
        <DemographicsForm queryRef={data} />
      </Card>
      <YourDataSection viewerRef={data.viewer} />
    </PageColumn>
  );
}
