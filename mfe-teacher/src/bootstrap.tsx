// Standalone start on :3005 for this team: the same app the shell mounts at /teacher/*.
import { renderStandalone } from '@rollcall/federation/standalone';
import '@rollcall/ui-kit/tokens.css';
import TeacherApp from './TeacherApp';

renderStandalone(<TeacherApp />, { mountAt: '/teacher' });
