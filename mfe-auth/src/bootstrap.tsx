// Standalone start on :3002 for this team: the sign-in screens with their own router and swr cache.
import { Navigate, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fetcher } from '@rollcall/api-client';
import { renderStandalone } from '@rollcall/federation/standalone';
import '@rollcall/ui-kit/tokens.css';
import ChangePasswordPage from './change-password/ChangePasswordPage';
import LoginPage from './login/LoginPage';

/** Alone, this remote has no role areas: after sign-in say where the area lives instead of looping to /login. */
function ElsewhereInTheShell() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <p>
        Signed in. <code>{window.location.pathname}</code> belongs to another area: open it in the shell (http://localhost:3000
        {window.location.pathname}).
      </p>
    </main>
  );
}

renderStandalone(
  <SWRConfig value={{ fetcher }}>
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route path="/" element={<Navigate to="/login" replace />} />
      <Route path="*" element={<ElsewhereInTheShell />} />
    </Routes>
  </SWRConfig>,
);
