import { useState } from 'react';
import { CloseIcon } from '../ui/icons.tsx';
import { Modal } from '../ui/Modal.tsx';
import styles from './SearchOverlay.module.css';

/** The top bar's search overlay: a search box and a close button (Escape also closes it). */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  return (
    <Modal open={open} onClose={onClose} title="Search" hideTitle placement="top">
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          className={styles.input}
          type="search"
          placeholder="Search Opinio"
          aria-label="Search Opinio"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoFocus
        />
        <button type="button" className={styles.closeButton} aria-label="Close search" onClick={onClose}>
          <CloseIcon size={22} />
        </button>
      </form>
    </Modal>
  );
}
