import { useId, useState } from 'react';
import styles from './HelpTooltip.module.css';

/** A "?" button whose text shows on hover, on keyboard focus and on press (touch). */
export function HelpTooltip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.wrapper}>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        ?
      </button>
      <span id={id} role="tooltip" className={[styles.tooltip, open ? styles.open : ''].filter(Boolean).join(' ')}>
        {text}
      </span>
    </span>
  );
}
