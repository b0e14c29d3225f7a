// The lists search results link into (/encyclopedia, /questions, /arguments) share one look:
// AnchoredList.module.css, with the item the URL's #fragment names marked as the target.
import styles from './AnchoredList.module.css';

/** The class of a list item with id `anchor`, marked when `hash` (from useScrollToHash) names it. */
export function anchoredItemClass(hash: string, anchor: string): string {
  return hash === `#${anchor}` ? `${styles.item} ${styles.target}` : styles.item;
}
