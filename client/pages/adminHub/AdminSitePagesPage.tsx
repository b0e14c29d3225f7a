import { Link } from 'react-router';
import { countLabel } from '../../lib/count-labels.ts';
import { relativeTime } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { adminSitePagesQuery } from './AdminSitePagesQuery.ts';
import { Alert, Badge, ListFooter, SearchBox, SectionHeader } from './AdminParts.tsx';
import { useAdminListQuery } from './useAdminListQuery.ts';
import type { CursorPage } from './useCursorList.ts';
import type { AdminSitePagesQuery, AdminSitePagesQuery$data } from './__generated__/AdminSitePagesQuery.graphql.ts';
import styles from './AdminHub.module.css';
import pageStyles from './SitePages.module.css';

type SitePageItem = NonNullable<AdminSitePagesQuery$data['sitePages']['data']>['items'][number];

const NO_PAGES: CursorPage<SitePageItem> = { items: [], hasNextPage: false, endCursor: null };

/**
 * Route adminSitePages (/internal/admin/pages; ?q= searches): the privacy notice, the cookie
 * notice, the terms of service and every article, by address, with who saved each last.
 */
export function AdminSitePagesPage() {
  const list = useAdminListQuery<AdminSitePagesQuery, CursorPage<SitePageItem>>({
    query: adminSitePagesQuery,
    parameter: 'q',
    variablesFor: (search) => ({ search }),
    answerOf: (data) => data.sitePages,
    what: 'site pages',
    empty: NO_PAGES,
  });
  const pages = list.rows;
  const shown = countLabel(pages.items.length, 'page', 'pages');
  const status = list.isPending
    ? 'Updating ...'
    : list.filter
      ? pages.items.length === 0
        ? `No page matches “${list.filter}”`
        : `${shown} found for “${list.filter}”${pages.hasNextPage ? ', more below' : ''}`
      : `${shown}${pages.hasNextPage ? ', more below' : ''}`;

  return (
    <section className={styles.section} aria-labelledby="site-pages-heading">
      <SectionHeader id="site-pages-heading" title="Site pages">
        The privacy notice, the cookie notice, the terms of service and the articles at /article/…: edit their text, read their history and
        bring back an earlier version. Every save is in the audit log.
      </SectionHeader>
      <div className={pageStyles.toolbar}>
        <SearchBox label="Search by title or address" value={list.filterText} onChange={list.setFilterText} />
        <ButtonLink variant="primary" to={routePaths.adminNewSitePage()}>
          New page
        </ButtonLink>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      <Alert message={list.loadError} />
      {pages.items.length === 0 && !list.loadError && !list.isPending ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{list.filter ? 'No page matches' : 'No pages yet'}</p>
          <p>{list.filter ? 'Try another word of the title, or part of the address.' : 'Write the first one with New page.'}</p>
        </div>
      ) : (
        <ul className={styles.cards} aria-label="Site pages">
          {pages.items.map((page) => (
            <Card as="li" key={page.slug} className={styles.card}>
              <div className={styles.cardHeader}>
                <h2 className={styles.cardTitle}>{page.title}</h2>
                {page.builtIn && !page.edited ? <Badge>Built-in text</Badge> : null}
              </div>
              <p className={styles.meta}>
                {page.path}
                {' · '}
                {page.edited && page.updatedAt ? (
                  <>
                    Last saved by {page.lastEditorUsername ?? '[deleted]'},{' '}
                    <time dateTime={page.updatedAt} title={new Date(page.updatedAt).toLocaleString()}>
                      {relativeTime(page.updatedAt)}
                    </time>
                  </>
                ) : (
                  'Never edited: it shows the text every deployment starts with'
                )}
              </p>
              <div className={styles.actions}>
                <ButtonLink to={routePaths.adminSitePage(page.slug)}>
                  Edit<span className="visually-hidden"> {page.title}</span>
                </ButtonLink>
                <Link to={page.path}>
                  View the page<span className="visually-hidden"> {page.title}</span>
                </Link>
              </div>
            </Card>
          ))}
        </ul>
      )}
      <ListFooter hasNextPage={pages.hasNextPage} loading={pages.loading} error={pages.error} onLoadMore={pages.loadMore} />
    </section>
  );
}
