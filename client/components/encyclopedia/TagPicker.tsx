import styles from './EncyclopediaItems.module.css';

type Tag = { readonly databaseId: number; readonly title: string };
type Props = { tags: readonly Tag[]; selected: readonly number[]; onChange: (selected: number[]) => void; max: number };

/** Tags to give a person: every tag as a checkbox, at most `max` ticked. */
export function TagPicker({ tags, selected, onChange, max }: Props) {
  const full = selected.length >= max;
  return (
    <fieldset className={styles.tagPicker}>
      <legend className={styles.legend}>Tags (up to {max})</legend>
      {tags.length === 0 ? <p className={styles.muted}>No tags yet.</p> : null}
      <div className={styles.tagChoices}>
        {tags.map((tag) => {
          const checked = selected.includes(tag.databaseId);
          return (
            <label key={tag.databaseId} className={styles.tagChoice}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() => onChange(checked ? selected.filter((id) => id !== tag.databaseId) : [...selected, tag.databaseId])}
              />
              {tag.title}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
