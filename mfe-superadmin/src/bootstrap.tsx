// Standalone start on :3003 for this team: the same app the shell mounts at /superadmin/*.
import { renderStandalone } from '@rollcall/federation/standalone';
import '@rollcall/ui-kit/tokens.css';
import SuperadminApp from './SuperadminApp';

renderStandalone(<SuperadminApp />, { mountAt: '/superadmin' });
