// The routes that need a session or the gateway, loaded on first visit to any of them (not on '/').
import { AreaGuard } from '../guards/guards';
import { RemoteArea } from '../remotes/RemoteArea';
import type { ShellRoute } from '../routes/shellRoutes';
import { ApiScope } from './ApiScope';

export function SessionArea({ route }: { route: ShellRoute }) {
  return (
    <ApiScope>
      <AreaGuard access={route.access}>
        <RemoteArea module={route.module} />
      </AreaGuard>
    </ApiScope>
  );
}
