// Standalone start on :3003 for this team: the same app the shell mounts at /superadmin/*.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import '@rollcall/ui-kit/tokens.css';
import SuperadminApp from './SuperadminApp';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/superadmin/*" element={<SuperadminApp />} />
          <Route path="*" element={<Navigate to="/superadmin" replace />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
