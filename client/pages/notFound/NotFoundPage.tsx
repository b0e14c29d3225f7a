import { PageStatus } from '../../components/layout/PageStatus.tsx';

/** Route notFound (/not-found) and every path no route matches. */
export function NotFoundPage() {
  return <PageStatus status={404} />;
}
