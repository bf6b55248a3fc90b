// The remote's own page for its team, behind the same async boundary as the host.
import('./bootstrap');
