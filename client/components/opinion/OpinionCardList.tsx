import { Fragment, type ReactNode } from 'react';
import type { OpinionCard_opinion$key } from './__generated__/OpinionCard_opinion.graphql.ts';
import { OpinionCard } from './OpinionCard.tsx';
import styles from './OpinionCardList.module.css';

type ListedOpinion = OpinionCard_opinion$key & { readonly id: string };

type OpinionCardListProps = {
  opinions: ReadonlyArray<ListedOpinion>;
  label: string;
  /** Extra list items after the card at this index (the narrow feed's stats and sidebar cards). */
  renderAfter?: (index: number, isLast: boolean) => ReactNode;
};

/** Opinion cards in feed order; an id seen earlier in the list is dropped (docs/product.md#for-you). */
export function OpinionCardList({ opinions, label, renderAfter }: OpinionCardListProps) {
  const seen = new Set<string>();
  const unique = opinions.filter((opinion) => {
    if (seen.has(opinion.id)) return false;
    seen.add(opinion.id);
    return true;
  });
  return (
    <ul className={styles.list} aria-label={label}>
      {unique.map((opinion, index) => (
        <Fragment key={opinion.id}>
          <li>
            <OpinionCard opinionRef={opinion} />
          </li>
          {renderAfter?.(index, index === unique.length - 1)}
        </Fragment>
      ))}
    </ul>
  );
}
