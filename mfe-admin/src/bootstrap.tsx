// Standalone start on :3004 for this team: the same app the shell mounts at /admin/*.
import { renderStandalone } from '@rollcall/federation/standalone';
import '@rollcall/ui-kit/tokens.css';
import AdminApp from './AdminApp';

renderStandalone(<AdminApp />, { mountAt: '/admin' });
