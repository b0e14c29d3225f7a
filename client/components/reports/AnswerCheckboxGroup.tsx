import styles from './AnswerCheckboxGroup.module.css';

export type AnswerOption = { key: string; label: string; /** Its count as shown ("12", "fewer than 5"). */ count: string };

type AnswerCheckboxGroupProps = {
  /** The demographic question, the group's legend. */
  legend: string;
  options: readonly AnswerOption[];
  checked: readonly string[];
  onToggle: (key: string, checked: boolean) => void;
  /** The legend for screen readers only, where a panel's title already shows the question. */
  hideLegend?: boolean;
};

/** A report filter's answers to one question: a checkbox per answer, with how many people gave it. */
export function AnswerCheckboxGroup({ legend, options, checked, onToggle, hideLegend = false }: AnswerCheckboxGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.key} className={styles.checkbox}>
          <input type="checkbox" checked={checked.includes(option.key)} onChange={(event) => onToggle(option.key, event.target.checked)} />
          <span className={styles.label}>{option.label}</span>
          <span className={styles.count}>{option.count}</span>
        </label>
      ))}
    </fieldset>
  );
}
