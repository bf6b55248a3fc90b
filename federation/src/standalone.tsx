import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

export interface StandaloneOptions {
  /** Where the shell mounts the app (e.g. '/admin'): it is rendered under `${mountAt}/*`, any other address goes there. */
  mountAt?: string;
}

/**
 * A remote's own page for its team (the `remote-standalone` build, whose page has a #root): the app under
 * StrictMode and a browser router of its own, as the shell would give it.
 */
export function renderStandalone(app: ReactNode, { mountAt }: StandaloneOptions = {}): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        {mountAt ? (
          <Routes>
            <Route path={`${mountAt}/*`} element={app} />
            <Route path="*" element={<Navigate to={mountAt} replace />} />
          </Routes>
        ) : (
          app
        )}
      </BrowserRouter>
    </StrictMode>,
  );
}
