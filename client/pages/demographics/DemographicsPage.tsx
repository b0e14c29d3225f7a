import { DemographicsForm } from '../../components/profile/DemographicsForm.tsx';
import { LoginRequiredCard } from '../../components/auth/LoginRequiredCard.tsx';
import { SettingsNav } from '../../components/profile/SettingsNav.tsx';
import { YourDataSection } from '../../components/profile/YourDataSection.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { demographicsPageQuery } from './DemographicsPageQuery.ts';
import type { DemographicsPageQuery } from './__generated__/DemographicsPageQuery.graphql.ts';

/** Route demographics (/settings/details): the personal details form and Your data; login required. */
export function DemographicsPage() {
  const data = useRouteQuery<DemographicsPageQuery>(demographicsPageQuery);
  if (!data.viewer.isLoggedIn) return <LoginRequiredCard asPage reason="Please log in or sign up to give your personal details" />;
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
