import { Link } from 'react-router';
import { countLabel } from '../../lib/count-labels.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { categoriesPageQuery } from './CategoriesPageQuery.ts';
import type { CategoriesPageQuery } from './__generated__/CategoriesPageQuery.graphql.ts';
import styles from './CategoriesPage.module.css';

/** Route categories (/categories): every category with its number of questions, each opening its tab of the feed. */
export function CategoriesPage() {
  const { categories } = useRouteQuery<CategoriesPageQuery>(categoriesPageQuery);
  return (
    <PageColumn title="Categories">
      {categories.length === 0 ? (
        <Card as="section" aria-label="No categories">
          <p className={styles.muted}>No categories yet.</p>
        </Card>
      ) : (
        <ul className={styles.list} aria-label="Categories">
          {categories.map((category) => (
            <li key={category.databaseId} className={styles.item}>
              <Link className={styles.title} to={routePaths.questionFeed(category.slug)}>
                {category.title}
              </Link>
              <span className={styles.muted}>{countLabel(category.numQuestions, 'question', 'questions')}</span>
              {category.description ? <p className={styles.description}>{category.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </PageColumn>
  );
}
