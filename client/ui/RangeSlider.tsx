import { useId } from 'react';
import styles from './RangeSlider.module.css';

export type Range = { start: number; end: number };

type RangeSliderProps = {
  /** Names the slider; the handles are announced as "<label> from" and "<label> to". */
  label: string;
  value: Range;
  onChange: (value: Range) => void;
  min?: number;
  max?: number;
};

/**
 * A dual-handle range slider built from two native range inputs, so each handle keeps the
 * browser's keyboard (arrows, Page Up/Down, Home/End) and screen-reader support. The
 * start stays below the end (forced to end - 1) and the end above the start (start + 1).
 */
export function RangeSlider({ label, value, onChange, min = 0, max = 100 }: RangeSliderProps) {
  const id = useId();
  const span = max - min;
  const startPercent = ((value.start - min) / span) * 100;
  const endPercent = ((value.end - min) / span) * 100;
  const full = value.start === min && value.end === max;
  return (
    <div className={styles.slider} role="group" aria-labelledby={`${id}-label`}>
      <div className={styles.header}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <span className={full ? styles.valuesIdle : styles.values} aria-hidden="true">
          {value.start}-{value.end}
        </span>
      </div>
      <div className={styles.track}>
        <div className={styles.fill} style={{ left: `${startPercent}%`, right: `${100 - endPercent}%` }} />
        <input
          type="range"
          className={styles.input}
          min={min}
          max={max}
          step={1}
          value={value.start}
          aria-label={`${label} from`}
          onChange={(event) => onChange({ start: Math.min(Number(event.target.value), value.end - 1), end: value.end })}
        />
        <input
          type="range"
          className={styles.input}
          min={min}
          max={max}
          step={1}
          value={value.end}
          aria-label={`${label} to`}
          onChange={(event) => onChange({ start: value.start, end: Math.max(Number(event.target.value), value.start + 1) })}
        />
      </div>
    </div>
  );
}
