import { useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import { useStartSingleSignOnMutation } from '../../mutations/useStartSingleSignOnMutation.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { FormError } from '../../ui/FormError.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import type { SsoHandoffPageQuery } from './__generated__/SsoHandoffPageQuery.graphql.ts';

const ssoHandoffPageQuery = graphql`
  query SsoHandoffPageQuery {
    viewer {
      isLoggedIn
    }
  }
`;

/**
 * /sso?return=<address on the sister site>: hands the logged-in session over to the sister site
 * (single sign-on). Logged out, it asks for a login first and comes back here afterwards.
 */
export function SsoHandoffPage() {
  const [searchParams] = useSearchParams();
  const returnUrl = searchParams.get('return');
  const { viewer } = useLazyLoadQuery<SsoHandoffPageQuery>(ssoHandoffPageQuery, {}, { fetchPolicy: 'network-only' });
  const [start] = useStartSingleSignOnMutation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once: a token is single use, and StrictMode runs effects twice in development.
    if (!viewer.isLoggedIn || started.current) return;
    started.current = true;
    start(returnUrl, { onSuccess: (url) => window.location.assign(url), onFailure: setError });
  }, [viewer.isLoggedIn, returnUrl, start]);

  const here = `/sso${returnUrl ? `?return=${encodeURIComponent(returnUrl)}` : ''}`;
  return (
    <PageColumn title="Continue to the sister site">
      {!viewer.isLoggedIn ? (
        <p>
          Please <Link to={routePaths.login(here)}>log in</Link> or <Link to={routePaths.signup(here)}>sign up</Link> to
          continue to the sister site.
        </p>
      ) : error ? (
        <FormError message={error} />
      ) : (
        <p role="status">Taking you to the sister site ...</p>
      )}
    </PageColumn>
  );
}
