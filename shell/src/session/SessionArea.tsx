// The routes that need a session or the gateway, loaded on first visit to any of them (not on '/').
import { useEffect } from 'react';
import { AreaGuard } from '../guards/guards';
import { RemoteArea } from '../remotes/RemoteArea';
import { preloadRemote } from '../remotes/runtime';
import type { ShellRoute } from '../routes/shellRoutes';
import { ApiScope } from './ApiScope';

export function SessionArea({ route }: { route: ShellRoute }) {
  // The area's code downloads while the session is checked, not after: its page shows one round trip sooner.
  useEffect(() => preloadRemote(route.module), [route.module]);
  return (
    <ApiScope>
      <AreaGuard access={route.access}>
        <RemoteArea module={route.module} />
      </AreaGuard>
    </ApiScope>
  );
}
