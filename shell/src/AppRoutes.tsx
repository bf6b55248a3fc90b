import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaLoading } from './loading/AreaLoading';
import type { PrerenderedArea } from './prerendered/PrerenderedArea';
import { RemoteArea } from './remotes/RemoteArea';
import { shellRoutes } from './routes/shellRoutes';

const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((page) => ({ default: page.NotFoundPage })));
const SessionArea = lazy(() => import('./session/SessionArea').then((area) => ({ default: area.SessionArea })));

/** A lazily loaded part of the shell, with a spinner until it arrives. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<AreaLoading label="Loading" />}>{children}</Suspense>;
}

/**
 * The routes of the table of areas. Every area is loaded on first visit; a public page needs nothing of
 * the session, so '/' downloads neither the API client nor the others' remotes. Each route's element has
 * its own key, so moving between areas mounts the next one afresh. Each lazy part has its own Suspense
 * boundary, none around the routes: the prerendered page hydrates with nothing between router and page.
 */
export function AppRoutes({ prerendered }: { prerendered?: PrerenderedArea }) {
  return (
    <Routes>
      {shellRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            route.access.guard === 'public' && route.module ? (
              <RemoteArea
                key={route.path}
                module={route.module}
                loaded={prerendered?.module === route.module ? prerendered.Component : undefined}
              />
            ) : (
              <Loading key={route.path}>
                <SessionArea route={route} />
              </Loading>
            )
          }
        />
      ))}
      <Route
        path="*"
        element={
          <Loading>
            <NotFoundPage />
          </Loading>
        }
      />
    </Routes>
  );
}
