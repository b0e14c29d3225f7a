import { anchoredItemClass } from '../../ui/anchored-list.ts';
import { useScrollToHash } from '../../lib/useScrollToHash.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { encyclopediaPageQuery } from './EncyclopediaPageQuery.ts';
import type { EncyclopediaPageQuery } from './__generated__/EncyclopediaPageQuery.graphql.ts';
import styles from '../../ui/AnchoredList.module.css';

/** /encyclopedia (docs/product.md#encyclopedia): the people and tags search results link to. */
export function EncyclopediaPage() {
  const { people, tags } = useRouteQuery<EncyclopediaPageQuery>(encyclopediaPageQuery);
  const hash = useScrollToHash();
  return (
    <PageColumn title="Encyclopedia">
      <div className={styles.sections}>
        <Card as="section" aria-labelledby="encyclopedia-people">
          <h2 id="encyclopedia-people" className={styles.sectionTitle}>
            People
          </h2>
          {people.length === 0 ? (
            <p className={styles.muted}>No people in the encyclopedia yet.</p>
          ) : (
            <ul className={styles.list}>
              {people.map((person) => (
                <li key={person.databaseId} id={`person-${person.slug}`} tabIndex={-1} className={anchoredItemClass(hash, `person-${person.slug}`)}>
                  <h3 className={styles.itemTitle}>{person.name}</h3>
                  {person.description ? <p className={styles.muted}>{person.description}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card as="section" aria-labelledby="encyclopedia-tags">
          <h2 id="encyclopedia-tags" className={styles.sectionTitle}>
            Tags
          </h2>
          {tags.length === 0 ? (
            <p className={styles.muted}>No tags in the encyclopedia yet.</p>
          ) : (
            <ul className={styles.list}>
              {tags.map((tag) => (
                <li key={tag.databaseId} id={`tag-${tag.slug}`} tabIndex={-1} className={anchoredItemClass(hash, `tag-${tag.slug}`)}>
                  <h3 className={styles.itemTitle}>{tag.title}</h3>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </PageColumn>
  );
}
