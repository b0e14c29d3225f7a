import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Avatar } from '../../components/profile/Avatar.tsx';
import { useRemoveAvatarMutation, useSetAvatarMutation } from '../../mutations/useSetAvatarMutation.ts';
import { useUpdateProfileMutation } from '../../mutations/useUpdateProfileMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { ProfileSettings_user$data, ProfileSettings_user$key } from './__generated__/ProfileSettings_user.graphql.ts';
import styles from './ProfileSettings.module.css';

const profileSettingsFragment = graphql`
  fragment ProfileSettings_user on User {
    username
    fullName
    location
    bio
    expertise
    hasUploadedAvatar
  }
`;

/** Limits the server enforces (api/domain/profile.ts), shown as hints. */
const limits = { fullName: 80, location: 80, bio: 1000, expertise: 300 };
const acceptedImageTypes = 'image/jpeg,image/png,image/webp,image/gif';

/** One's own profile settings: picture, name, location, bio and expertise. */
export function ProfileSettings({ userRef, onClose }: { userRef: ProfileSettings_user$key; onClose: () => void }) {
  const user = useFragment(profileSettingsFragment, userRef);
  return (
    <Card as="section" aria-labelledby="profile-settings">
      <h2 id="profile-settings" className={styles.title}>
        Settings
      </h2>
      <AvatarSettings username={user.username} hasUploadedAvatar={user.hasUploadedAvatar} />
      <DetailsForm user={user} onClose={onClose} />
    </Card>
  );
}

function AvatarSettings({ username, hasUploadedAvatar }: { username: string; hasUploadedAvatar: boolean }) {
  const [setAvatar, isUploading] = useSetAvatarMutation();
  const [removeAvatar, isRemoving] = useRemoveAvatarMutation();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const upload = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setStatus('Uploading ...');
    void setAvatar({
      file,
      username,
      onSuccess: () => setStatus('Picture updated'),
      onFailure: (message) => {
        setStatus('');
        setError(message);
      },
    });
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className={styles.avatarRow}>
      <Avatar username={username} size={64} alt="Your picture" />
      <div className={styles.avatarControls}>
        <label htmlFor={inputId} className={styles.fileLabel}>
          Upload a picture
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={acceptedImageTypes}
          disabled={isUploading}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => upload(event.target.files?.[0])}
        />
        <span id={`${inputId}-hint`} className={styles.hint}>
          JPEG, PNG, WebP or GIF, at most 2 MB.
        </span>
        {hasUploadedAvatar ? (
          <Button
            variant="ghost"
            disabled={isRemoving}
            onClick={() =>
              removeAvatar({ username, onSuccess: () => setStatus('Picture removed'), onFailure: (message) => setError(message) })
            }
          >
            Remove picture
          </Button>
        ) : null}
        <span role="status" className={styles.hint}>
          {status}
        </span>
        <FormError message={error} />
      </div>
    </div>
  );
}

function DetailsForm({ user, onClose }: { user: ProfileSettings_user$data; onClose: () => void }) {
  const [updateProfile, isSaving] = useUpdateProfileMutation();
  const [details, setDetails] = useState({
    fullName: user.fullName,
    location: user.location,
    bio: user.bio,
    expertise: user.expertise,
  });
  const [error, setError] = useState<string | null>(null);
  const bioId = useId();

  const change = (field: keyof typeof details) => (value: string) => {
    setError(null);
    setDetails((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    updateProfile({ details, onSuccess: onClose, onFailure: setError });
  };

  return (
    <form onSubmit={submit} className={styles.form} aria-label="Your details">
      <TextField label="Name" value={details.fullName} onValueChange={change('fullName')} hint={`Up to ${limits.fullName} characters`} autoComplete="name" />
      <TextField label="Location" value={details.location} onValueChange={change('location')} hint={`Up to ${limits.location} characters`} />
      <div className={styles.field}>
        <label htmlFor={bioId} className={styles.fieldLabel}>
          Bio
        </label>
        <textarea
          id={bioId}
          className={styles.textarea}
          rows={4}
          value={details.bio}
          onChange={(event) => change('bio')(event.target.value)}
          aria-describedby={`${bioId}-hint`}
        />
        <span id={`${bioId}-hint`} className={styles.hint}>
          {`${details.bio.length} / ${limits.bio} characters`}
        </span>
      </div>
      <TextField label="Expertise" value={details.expertise} onValueChange={change('expertise')} hint={`Up to ${limits.expertise} characters`} />
      <FormError message={error} />
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={isSaving}>
          {isSaving ? 'Submitting...' : 'Save'}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
