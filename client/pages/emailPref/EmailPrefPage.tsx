import { useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useSearchParams } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import type { EmailPrefPageQuery } from './__generated__/EmailPrefPageQuery.graphql.ts';
import type { EmailPrefPageSaveMutation } from './__generated__/EmailPrefPageSaveMutation.graphql.ts';
import styles from './EmailPrefPage.module.css';

const emailPrefPageQuery = graphql`
  query EmailPrefPageQuery($token: String) {
    emailPreferences(token: $token) {
      __typename
      ... on QueryEmailPreferencesSuccess {
        data {
          newsletter
          notifications
          productUpdates
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const saveMutation = graphql`
  mutation EmailPrefPageSaveMutation($input: EmailPreferencesInput!) {
    setEmailPreferences(input: $input) {
      __typename
      ... on MutationSetEmailPreferencesSuccess {
        data {
          newsletter
          notifications
          productUpdates
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Preferences = { newsletter: boolean; notifications: boolean; productUpdates: boolean };

const choices: Array<{ key: keyof Preferences; label: string }> = [
  { key: 'newsletter', label: 'Newsletter' },
  { key: 'notifications', label: 'Notifications about replies, good points and milestones' },
  { key: 'productUpdates', label: 'News about Opinio' },
];

/**
 * Route emailPref (/emailpref-iframe): which e-mails a person wants. Framed on the sister site,
 * where our session cookie is not sent, so the link in e-mails carries the person's preference
 * token as `t`; logged-in people can open it without one.
 */
export function EmailPrefPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t') || null;
  const { emailPreferences } = useLazyLoadQuery<EmailPrefPageQuery>(emailPrefPageQuery, { token }, { fetchPolicy: 'network-only' });
  return (
    <PageColumn title="Email preferences">
      {emailPreferences.__typename === 'QueryEmailPreferencesSuccess' && emailPreferences.data ? (
        <PreferencesForm token={token} initial={emailPreferences.data} />
      ) : (
        <p role="alert">{emailPreferences.message ?? 'Could not load your e-mail preferences.'}</p>
      )}
    </PageColumn>
  );
}

function PreferencesForm({ token, initial }: { token: string | null; initial: Preferences }) {
  const [values, setValues] = useState<Preferences>({ ...initial });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [commit, isSubmitting] = useMutation<EmailPrefPageSaveMutation>(saveMutation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    commit({
      variables: { input: { token, ...values } },
      onCompleted: ({ setEmailPreferences: result }) => {
        if (result.__typename === 'MutationSetEmailPreferencesSuccess') setSaved(true);
        else setError(result.message ?? 'Could not save your e-mail preferences.');
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <form onSubmit={submit} className={styles.form}>
      <fieldset className={styles.choices}>
        <legend>E-mails you want from us</legend>
        {choices.map(({ key, label }) => (
          <label key={key} className={styles.choice}>
            <input
              type="checkbox"
              name={key}
              checked={values[key]}
              onChange={(event) => {
                setSaved(false);
                setError(null);
                setValues((current) => ({ ...current, [key]: event.target.checked }));
              }}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <FormError message={error} />
      {saved ? <p role="status">Your e-mail preferences have been saved.</p> : null}
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Save'}
      </Button>
    </form>
  );
}
