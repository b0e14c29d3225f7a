import { useState } from 'react';
import { avatarUrl } from '../../lib/route-paths.ts';
import { useAvatarVersion } from '../../lib/avatar-versions.ts';
import styles from './Avatar.module.css';

type AvatarProps = {
  username: string;
  /** Pixels; above 32 the big image is requested. */
  size?: number;
  /** Empty (decorative) when the name is shown next to the picture. */
  alt?: string;
  /**
   * In the first screen of every page it is on (the top bar, a profile's header): loaded at once.
   * Others wait until they near the screen, so a long thread does not fetch every author's picture.
   */
  aboveTheFold?: boolean;
};

/** A person's picture from /api/user/profileimage/{username}, over their initial in case it fails. */
export function Avatar({ username, size = 32, alt = '', aboveTheFold = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const version = useAvatarVersion(username);
  const source = avatarUrl(username, size);
  const versionedSource = version ? `${source}${source.includes('?') ? '&' : '?'}v=${version}` : source;
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size / 2 }}
      // A hidden broken image no longer carries the alt text; the wrapper takes it over.
      role={failed && alt ? 'img' : undefined}
      aria-label={failed && alt ? alt : undefined}
    >
      <span aria-hidden="true">{username.charAt(0).toUpperCase()}</span>
      <img
        className={failed ? `${styles.image} ${styles.failed}` : styles.image}
        key={versionedSource}
        src={versionedSource}
        alt={alt}
        width={size}
        height={size}
        loading={aboveTheFold ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
