import { useId, useState } from 'react';
import styles from './EncyclopediaItems.module.css';

export type Choice = { readonly id: number; readonly label: string };

type Props = {
  legend: string;
  choices: readonly Choice[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  max: number;
  /** How many must be chosen (said in the legend; the form checks it on submit). */
  min?: number;
  /** Whether the last `min` ticked boxes are locked (an existing question keeps one category). */
  keepMin?: boolean;
  /** What is wrong with the choice, shown under it until it changes. */
  error?: string | null;
  /** Shown when there is nothing to choose from. */
  emptyText?: string;
};

/** Past this many choices a filter box saves scrolling through them all. */
const FILTER_FROM = 12;

/**
 * Categories, tags or people to give an item: every choice as a checkbox, at most `max` ticked.
 * The ticked ones are listed first so a long list never hides what is already chosen.
 */
export function ChoicePicker({ legend, choices, selected, onChange, max, min = 0, keepMin = false, error = null, emptyText = 'Nothing to choose from yet.' }: Props) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const errorId = useId();
  const full = selected.length >= max;
  const needle = filter.trim().toLowerCase();
  const shown = choices
    .filter((choice) => selected.includes(choice.id) || needle === '' || choice.label.toLowerCase().includes(needle))
    .sort((a, b) => Number(selected.includes(b.id)) - Number(selected.includes(a.id)));
  const toggle = (id: number, checked: boolean) => onChange(checked ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <fieldset className={styles.choicePicker} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        {legend} ({min > 0 ? `${min} to ${max}` : `up to ${max}`})
      </legend>
      {choices.length === 0 ? <p className={styles.muted}>{emptyText}</p> : null}
      {choices.length > FILTER_FROM ? (
        <div className={styles.choiceFilter}>
          <label htmlFor={filterId} className="visually-hidden">
            Filter {legend.toLowerCase()}
          </label>
          <input id={filterId} type="search" placeholder={`Filter ${legend.toLowerCase()}`} value={filter} onChange={(event) => setFilter(event.target.value)} />
        </div>
      ) : null}
      <div className={styles.choices}>
        {shown.map((choice) => {
          const checked = selected.includes(choice.id);
          return (
            <label key={choice.id} className={styles.choice}>
              <input
                type="checkbox"
                checked={checked}
                disabled={checked ? keepMin && selected.length <= min : full}
                onChange={() => toggle(choice.id, checked)}
              />
              {choice.label}
            </label>
          );
        })}
        {choices.length > 0 && shown.length === 0 ? <p className={styles.muted}>None match “{filter.trim()}”.</p> : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.choiceError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Tags as choices. */
export const tagChoices = (tags: readonly { readonly databaseId: number; readonly title: string }[]): Choice[] =>
  tags.map((tag) => ({ id: tag.databaseId, label: tag.title }));

/** People as choices. */
export const personChoices = (people: readonly { readonly databaseId: number; readonly name: string }[]): Choice[] =>
  people.map((person) => ({ id: person.databaseId, label: person.name }));
