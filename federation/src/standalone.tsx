import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

export interface StandaloneOptions {
  /** Where the shell mounts the app (e.g. '/admin'): it is rendered under `${mountAt}/*`, any other address goes there. */
  mountAt?: string;
}

/** The apps of a remote by where the shell mounts each ('/student', '/parent'). */
export type StandaloneMounts = Readonly<Record<`/${string}`, ReactNode>>;

/** Each app under `<path>/*`, as the shell mounts it; any other address goes to the first. */
export function MountedApps({ mounts }: { mounts: StandaloneMounts }) {
  const paths = Object.keys(mounts) as (keyof StandaloneMounts)[];
  return (
    <Routes>
      {paths.map((path) => (
        <Route key={path} path={`${path}/*`} element={mounts[path]} />
      ))}
      {paths[0] ? <Route path="*" element={<Navigate to={paths[0]} replace />} /> : null}
    </Routes>
  );
}

function renderIntoRoot(page: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>{page}</BrowserRouter>
    </StrictMode>,
  );
}

/**
 * A remote's own page for its team (the `remote-standalone` build, whose page has a #root): the app under
 * StrictMode and a browser router of its own, as the shell would give it.
 */
export function renderStandalone(app: ReactNode, { mountAt }: StandaloneOptions = {}): void {
  renderIntoRoot(mountAt ? <MountedApps mounts={{ [mountAt]: app }} /> : app);
}

/** The standalone page of a remote that serves several areas (the student and the parent apps), each at its own path. */
export function renderStandaloneAreas(mounts: StandaloneMounts): void {
  renderIntoRoot(<MountedApps mounts={mounts} />);
}
