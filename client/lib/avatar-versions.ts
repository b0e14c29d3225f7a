// Avatars are cached by browsers for a few minutes (see the server's profile image handler).
// After someone changes their own picture, this page must not show the cached one: each change
// bumps a per-name version that Avatar adds to the image URL.
import { useSyncExternalStore } from 'react';

const versions = new Map<string, number>();
const listeners = new Set<() => void>();

export function bumpAvatarVersion(username: string): void {
  const key = username.toLowerCase();
  versions.set(key, (versions.get(key) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 0 until this page changed that person's picture. */
export function useAvatarVersion(username: string): number {
  const key = username.toLowerCase();
  return useSyncExternalStore(subscribe, () => versions.get(key) ?? 0, () => 0);
}
