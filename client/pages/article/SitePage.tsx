import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { sitePageQuery } from './SitePageQuery.ts';
import type { SitePageQuery } from './__generated__/SitePageQuery.graphql.ts';
import styles from './SitePage.module.css';

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
      {/* The server sanitized this HTML with an allow-list when it was saved (api/domain/article-html.ts):
          headings, paragraphs, lists, links, tables; no script, style or event handler. */}
      <article className={styles.article} dangerouslySetInnerHTML={{ __html: html }} />
      {updatedAt ? (
        <p className={styles.updated}>
          Last updated <time dateTime={updatedAt}>{new Date(updatedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}</time>
        </p>
      ) : null}
    </PageColumn>
  );
}
