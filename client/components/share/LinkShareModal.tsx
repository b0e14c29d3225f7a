import { useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './LinkShareModal.module.css';

export type SharedLink = { url: string; title: string; text: string };

/** Copies text to the clipboard; a failure alerts "Error copying text". */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    window.alert('Error copying text');
    return false;
  }
}

/** The link-share modal (url, title, text; docs/product.md#modals): the link to copy and where to send it. */
export function LinkShareModal({ link, onClose }: { link: SharedLink | null; onClose: () => void }) {
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const fieldId = useId();
  const copied = link !== null && copiedUrl === link.url;
  const mailto = link ? `mailto:?subject=${encodeURIComponent(link.title)}&body=${encodeURIComponent(`${link.text}\n\n${link.url}`)}` : '';
  return (
    <Modal open={link !== null} onClose={onClose} title={link?.title ?? 'Share'}>
      {link ? (
        <div className={styles.body}>
          <p className={styles.text}>{link.text}</p>
          <label className={styles.label} htmlFor={fieldId}>
            Link
          </label>
          <div className={styles.row}>
            <input
              id={fieldId}
              className={styles.url}
              type="text"
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="primary"
              onClick={async () => {
                if (await copyText(link.url)) setCopiedUrl(link.url);
              }}
            >
              Copy link
            </Button>
          </div>
          <p className={styles.status} role="status">
            {copied ? 'Link copied' : ''}
          </p>
          <div className={styles.actions}>
            <a className={styles.share} href={mailto}>
              Share by e-mail
            </a>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
