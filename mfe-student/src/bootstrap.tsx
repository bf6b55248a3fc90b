// Standalone start on :3006 for this team: the two apps the shell mounts at /student/* and /parent/*, and /unsubscribe.
import { renderStandaloneAreas } from '@rollcall/federation/standalone';
import '@rollcall/ui-kit/tokens.css';
import ParentApp from './ParentApp';
import StudentApp from './StudentApp';
import UnsubscribePage from './unsubscribe/UnsubscribePage';

renderStandaloneAreas({ '/student': <StudentApp />, '/parent': <ParentApp />, '/unsubscribe': <UnsubscribePage /> });
