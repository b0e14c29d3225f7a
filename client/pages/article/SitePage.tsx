import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { SitePageArticle } from '../../components/sitePages/SitePageArticle.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { sitePageQuery } from './SitePageQuery.ts';
import type { SitePageQuery } from './__generated__/SitePageQuery.graphql.ts';

/**
 * Routes privacy, cookies, termsOfService and article (/article/{slug}, except the offer page):
 * the page's text as an admin last saved it, or the text every deployment starts with.
 */
export function SitePage() {
  const { sitePage } = useRouteQuery<SitePageQuery>(sitePageQuery);
  if (sitePage.__typename !== 'QuerySitePageSuccess') return <PageStatus status={404} />;
  const { title, html, updatedAt } = sitePage.data;
  return (
    <PageColumn title={title}>
      <SitePageArticle html={html} updatedAt={updatedAt ?? null} />
    </PageColumn>
  );
}
