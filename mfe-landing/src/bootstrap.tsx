import { renderStandalone } from '@rollcall/federation/standalone';
import LandingPage from './LandingPage';

// Standalone (port 3001): the landing page on its own router; /login is the shell's route.
renderStandalone(<LandingPage />);
