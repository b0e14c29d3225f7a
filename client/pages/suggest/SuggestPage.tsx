import { CommentThread } from '../../components/comments/CommentThread.tsx';
import { NewOpinionButton } from '../../components/opinionWriting/NewOpinionButton.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { opinionSelectionArticleSlug } from '../../lib/article-slugs.ts';
import { suggestPageQuery } from './SuggestPageQuery.ts';
import type { SuggestPageQuery } from './__generated__/SuggestPageQuery.graphql.ts';
import styles from './SuggestPage.module.css';

/** What makes a good opinion, in the order of docs/product.md#suggest-page. */
const guidance = [
  'Any topic is welcome: politics, science, culture, everyday life.',
  'Avoid duplicates: search first to check that the opinion is not already here.',
  'Choose opinions that are a genuine debate, where thoughtful people disagree.',
  'Controversial is good: an opinion everybody agrees with makes a dull vote.',
  'Suggest opinions that people sincerely hold, not ones nobody would defend.',
  'No straw men: state each side the way its own supporters would.',
  'Start general: broad opinions first, narrower variations later.',
  'Opinions that passionate communities care about bring the best arguments.',
  'Be willing to write the first For argument for the opinion you suggest.',
  'Some suggestions may wait until they have gathered enough good points.',
];

/** The article on how opinions are selected. */
const opinionSelectionArticlePath = `/article/${opinionSelectionArticleSlug}`;

/** Route suggest (/suggest). */
export function SuggestPage() {
  const { viewer, commentThread } = useRouteQuery<SuggestPageQuery>(suggestPageQuery);
  return (
    <PageColumn title="Suggest a new opinion">
      <Card as="section" aria-labelledby="suggest-guidance" className={styles.card}>
        <h2 id="suggest-guidance" className={styles.subheading}>
          What makes a good opinion
        </h2>
        <ul className={styles.guidance}>
          {guidance.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          Read more in <a href={opinionSelectionArticlePath}>how we choose opinions</a>.
        </p>
        <div className={styles.actions}>
          <NewOpinionButton viewerRef={viewer} />
        </div>
      </Card>
      <section aria-labelledby="suggest-thread" className={styles.thread}>
        <h2 id="suggest-thread" className={styles.subheading}>
          Suggestions
        </h2>
        {commentThread.thread ? <CommentThread threadRef={commentThread.thread} initialSort="RECENT" /> : null}
      </section>
    </PageColumn>
  );
}
