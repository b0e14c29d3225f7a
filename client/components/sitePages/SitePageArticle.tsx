import styles from './SitePageArticle.module.css';

/**
 * A site page's text and "Last updated" line as its page shows them (routes privacy, cookies,
 * termsOfService, article) and as the admin hub previews them. The server sanitized the HTML with
 * an allow-list (api/domain/article-html.ts): headings, paragraphs, lists, links, tables; no
 * script, style or event handler.
 */
export function SitePageArticle({ html, updatedAt, label }: { html: string; updatedAt: string | null; label?: string }) {
  return (
    <>
      {/* Sanitized with an allow-list when it was saved (api/domain/article-html.ts): see above. */}
      <article className={styles.article} aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />
      {updatedAt ? (
        <p className={styles.updated}>
          Last updated <time dateTime={updatedAt}>{new Date(updatedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}</time>
        </p>
      ) : null}
    </>
  );
}
