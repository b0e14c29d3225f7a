import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route cookieReset (/cookiereset). */
export function CookieResetPage() {
  return <PageColumn title="Cookie reset" />;
}
