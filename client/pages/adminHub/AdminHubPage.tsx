import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useOutletContext } from 'react-router';
import { LoginRequiredCard } from '../../components/auth/LoginRequiredCard.tsx';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { routePaths } from '../../lib/route-paths.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { adminHubPageQuery } from './AdminHubPageQuery.ts';
import type { AdminHubPageQuery } from './__generated__/AdminHubPageQuery.graphql.ts';
import styles from './AdminHub.module.css';

/** What the sections need to know about the moderator looking at them. */
export type AdminViewer = { username: string; canDeleteContent: boolean; canCreateOpinions: boolean; canListConvos: boolean; role: string };

/** The viewer the hub's sections are shown to (only inside the hub's routes). */
export const useAdminViewer = () => useOutletContext<AdminViewer>();

/**
 * Route adminHub (/internal/admin) and its sections: AdminHub users (others get the 403 page, a
 * visitor is asked to log in). A member with canListConvos alone has the Questions section only
 * (the spec's "admin convo listing"), and lands there. The sections sit beside the hub's
 * navigation, like the report overview's filters; under 1,100 px the navigation is a row of tabs
 * above them.
 */
export function AdminHubPage() {
  const { viewer } = useRouteQuery<AdminHubPageQuery>(adminHubPageQuery);
  const { pathname } = useLocation();
  if (!viewer.isLoggedIn) return <LoginRequiredCard asPage reason="Please log in to use the admin hub" />;
  if (!viewer.adminHub) {
    const questionsOnly = viewer.canListConvos;
    if (questionsOnly && pathname.replace(/\/+$/, '') === routePaths.adminHub()) return <Navigate to={routePaths.adminQuestions()} replace />;
    if (!questionsOnly || pathname !== routePaths.adminQuestions()) return <PageStatus status={403} />;
  }
  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);
  const sections = [
    ...(viewer.adminHub
      ? [
          { to: routePaths.adminHub(), label: 'Overview', end: true },
          { to: routePaths.adminModeration(), label: 'Moderation' },
          { to: routePaths.adminMembers(), label: 'Members' },
          { to: routePaths.adminOpinions(), label: 'Opinions' },
          { to: routePaths.adminUserTags(), label: 'User tags' },
          { to: routePaths.adminSitePages(), label: 'Site pages' },
          { to: routePaths.adminAudit(), label: 'Audit log' },
        ]
      : []),
    ...(viewer.canListConvos ? [{ to: routePaths.adminQuestions(), label: 'Questions' }] : []),
  ];
  return (
    <div className={styles.layout}>
      <div className={styles.sidebar}>
        <nav aria-label="Admin hub">
          <p className={styles.navTitle} aria-hidden="true">
            Admin hub
          </p>
          <ul className={styles.navList}>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className={linkClass}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet
            context={
              {
                username: viewer.username,
                canDeleteContent: viewer.canDeleteContent,
                canCreateOpinions: viewer.canCreateOpinions,
                canListConvos: viewer.canListConvos,
                role: viewer.role,
              } satisfies AdminViewer
            }
          />
        </Suspense>
      </div>
    </div>
  );
}
