import { useId, useState } from 'react';
import { commentCollapseLength, visibleTextLength } from '../../lib/comment-labels.ts';
import styles from './CommentBody.module.css';

/**
 * A comment's HTML. The server sanitized it against an allow-list before storing it
 * (sanitizeCommentHtml in api/domain/comment-html.ts: no scripts, styles, handlers or unsafe links
 * survive), so it is rendered as HTML. Long comments
 * (800+ characters) are collapsed to 200px until "See more".
 */
export function CommentBody({ html }: { html: string }) {
  const long = visibleTextLength(html) >= commentCollapseLength;
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  return (
    <>
      <div
        id={bodyId}
        className={[styles.body, long && !expanded ? styles.collapsed : ''].filter(Boolean).join(' ')}
        data-testid="comment-body"
        // Sanitized against an allow-list when it was stored (sanitizeCommentHtml): see above.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {long ? (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'See less' : 'See more'}
        </button>
      ) : null}
    </>
  );
}
