import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@rollcall/ui-kit';
import { RemoteArea } from './remotes/RemoteArea';
import styles from './remotes/RemoteArea.module.css';
import { shellRoutes } from './routes/shellRoutes';

const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((page) => ({ default: page.NotFoundPage })));
const SessionArea = lazy(() => import('./session/SessionArea').then((area) => ({ default: area.SessionArea })));

/**
 * The routes of the table of areas. Every area is loaded on first visit; a public page needs nothing of
 * the session, so '/' downloads neither the API client nor the others' remotes. Each route's element has
 * its own key, so moving between areas mounts the next one afresh.
 */
export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spinner size="lg" label="Loading" />
        </div>
      }
    >
      <Routes>
        {shellRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              route.access.guard === 'public' && route.module ? (
                <RemoteArea key={route.path} module={route.module} />
              ) : (
                <SessionArea key={route.path} route={route} />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
