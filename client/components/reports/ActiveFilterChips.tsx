import { Button } from '../../ui/Button.tsx';
import styles from './ActiveFilterChips.module.css';

/** One active filter: its words ("Gender: Female", "Openness 20-80"). */
export type ActiveFilterChip = { id: string; text: string };

type ActiveFilterChipsProps<Chip extends ActiveFilterChip> = {
  chips: readonly Chip[];
  onRemove: (chip: Chip) => void;
  onClear: () => void;
  /** Said in the chips' place while nothing filters. */
  emptyText: string;
  className?: string;
};

/**
 * The active filters of a report as removable chips, with "Clear all" (the detailed opinion
 * report and the report overview).
 */
export function ActiveFilterChips<Chip extends ActiveFilterChip>({ chips, onRemove, onClear, emptyText, className }: ActiveFilterChipsProps<Chip>) {
  if (chips.length === 0) return <p className={[styles.noFilters, className ?? ''].filter(Boolean).join(' ')}>{emptyText}</p>;
  return (
    <div className={[styles.chips, className ?? ''].filter(Boolean).join(' ')}>
      <ul className={styles.chipList} aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.id} className={styles.chip}>
            <span>{chip.text}</span>
            <button type="button" className={styles.chipRemove} aria-label={`Remove filter ${chip.text}`} onClick={() => onRemove(chip)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" className={styles.clearAll} onClick={onClear}>
        Clear all
      </Button>
    </div>
  );
}
