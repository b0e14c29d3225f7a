// Route encyclopedia (/encyclopedia, docs/product.md#encyclopedia): every person and tag, A to Z,
// each linking its page. Old search links point at #person-{slug} / #tag-{slug}: those anchors
// stay, and the item they name is marked.
import { Link } from 'react-router';
import { canEditEncyclopedia } from '../../components/encyclopedia/roles.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useScrollToHash } from '../../lib/useScrollToHash.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { anchoredItemClass } from '../../ui/anchored-list.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { encyclopediaPageQuery } from './EncyclopediaPageQuery.ts';
import type { EncyclopediaPageQuery } from './__generated__/EncyclopediaPageQuery.graphql.ts';
import styles from '../../ui/AnchoredList.module.css';
import pageStyles from './EncyclopediaPage.module.css';

type Entry = { key: number; anchor: string; title: string; description: string; path: string };
type SectionProps = { id: string; title: string; entries: Entry[]; empty: string; addLabel: string; firstLabel: string; addPath: string; canAdd: boolean; hash: string };

const alphabetical = (left: Entry, right: Entry) => left.title.localeCompare(right.title, 'en', { sensitivity: 'base' });

function EncyclopediaSection({ id, title, entries, empty, addLabel, firstLabel, addPath, canAdd, hash }: SectionProps) {
  return (
    <Card as="section" aria-labelledby={id}>
      <div className={pageStyles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {canAdd && entries.length > 0 ? (
          <ButtonLink variant="ghost" to={addPath}>
            {addLabel}
          </ButtonLink>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <div className={pageStyles.empty}>
          <p className={styles.muted}>{empty}</p>
          {canAdd ? (
            <ButtonLink variant="primary" to={addPath}>
              {firstLabel}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.key} id={entry.anchor} tabIndex={-1} className={anchoredItemClass(hash, entry.anchor)}>
              <h3 className={styles.itemTitle}>
                <Link to={entry.path}>{entry.title}</Link>
              </h3>
              {entry.description ? <p className={`${styles.muted} ${pageStyles.excerpt}`}>{entry.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function EncyclopediaPage() {
  const { viewer, people, tags } = useRouteQuery<EncyclopediaPageQuery>(encyclopediaPageQuery);
  const hash = useScrollToHash();
  const canAdd = canEditEncyclopedia(viewer.role);
  const personEntries = people
    .map((person) => ({ key: person.databaseId, anchor: `person-${person.slug}`, title: person.name, description: person.description, path: routePaths.person(person.slug) }))
    .sort(alphabetical);
  const tagEntries = tags
    .map((tag) => ({ key: tag.databaseId, anchor: `tag-${tag.slug}`, title: tag.title, description: tag.description, path: routePaths.encyclopediaTag(tag.slug) }))
    .sort(alphabetical);
  return (
    <PageColumn title="Encyclopedia">
      <div className={styles.sections}>
        <EncyclopediaSection
          id="encyclopedia-people"
          title="People"
          entries={personEntries}
          empty="No people in the encyclopedia yet."
          addLabel="Add a person"
          firstLabel="Add the first person"
          addPath={routePaths.newPerson()}
          canAdd={canAdd}
          hash={hash}
        />
        <EncyclopediaSection
          id="encyclopedia-tags"
          title="Tags"
          entries={tagEntries}
          empty="No tags in the encyclopedia yet."
          addLabel="Add a tag"
          firstLabel="Add the first tag"
          addPath={routePaths.newEncyclopediaTag()}
          canAdd={canAdd}
          hash={hash}
        />
      </div>
    </PageColumn>
  );
}
