import type { OpinionCard_opinion$key } from './__generated__/OpinionCard_opinion.graphql.ts';
import { OpinionCard } from './OpinionCard.tsx';
import styles from './OpinionCardList.module.css';

type ListedOpinion = OpinionCard_opinion$key & { readonly id: string };

/** Opinion cards in feed order; an id seen earlier in the list is dropped (spec 4). */
export function OpinionCardList({ opinions, label }: { opinions: ReadonlyArray<ListedOpinion>; label: string }) {
  const seen = new Set<string>();
  const unique = opinions.filter((opinion) => {
    if (seen.has(opinion.id)) return false;
    seen.add(opinion.id);
    return true;
  });
  return (
    <ul className={styles.list} aria-label={label}>
      {unique.map((opinion) => (
        <li key={opinion.id}>
          <OpinionCard opinionRef={opinion} />
        </li>
      ))}
    </ul>
  );
}
