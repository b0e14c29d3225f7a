import { useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { copyText, LinkShareModal, type SharedLink } from './LinkShareModal.tsx';
import styles from './ShareBox.module.css';

type ShareBoxProps = { url: string; title: string };

/** The opinion page's share box: copy link, and the link-share modal. */
export function ShareBox({ url, title }: ShareBoxProps) {
  const [link, setLink] = useState<SharedLink | null>(null);
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  return (
    <Card as="section" className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Share this opinion
      </h2>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={async () => {
            if (await copyText(url)) setCopied(true);
          }}
        >
          Copy link
        </Button>
        <Button variant="primary" onClick={() => setLink({ url, title: 'Share this opinion', text: title })}>
          Share
        </Button>
      </div>
      <p className={styles.status} role="status">
        {copied ? 'Link copied' : ''}
      </p>
      <LinkShareModal link={link} onClose={() => setLink(null)} />
    </Card>
  );
}
