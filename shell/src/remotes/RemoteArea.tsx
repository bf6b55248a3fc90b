import { type ComponentType, lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { AreaLoading } from '../loading/AreaLoading';
import type { RemoteModule } from './RemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetRemote, loadRemoteComponent } from './runtime';

// Only needed when a remote is down: its own chunk, from the shell's origin.
const RemoteUnavailable = lazy(() => import('./RemoteUnavailable').then((view) => ({ default: view.RemoteUnavailable })));

interface Props {
  module: RemoteModule;
  /**
   * The module's component, already loaded: rendered directly, with no Suspense boundary, so that it
   * hydrates the page the server prerendered (see @rollcall/federation's prerendered.ts).
   */
  loaded?: ComponentType;
}

/**
 * Loads one exposed module of a remote when it is first rendered, inside its own error boundary. Retry
 * forgets the failed load and makes a new lazy component, so the remote is really fetched again.
 */
export function RemoteArea({ module, loaded: Loaded }: Props) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt must make a new lazy component
  const Area = useMemo(() => lazy(() => loadRemoteComponent(module)), [module, attempt]);
  const retry = useCallback(() => {
    forgetRemote(module.remote);
    setAttempt((n) => n + 1);
  }, [module.remote]);

  return (
    <RemoteErrorBoundary
      onRetry={retry}
      fallback={(clear) => (
        <Suspense fallback={null}>
          <RemoteUnavailable area={module.area} onRetry={clear} />
        </Suspense>
      )}
    >
      {Loaded && attempt === 0 ? (
        <Loaded />
      ) : (
        <Suspense fallback={<AreaLoading label={`Loading ${module.area.replace(/^The /, 'the ')}`} />}>
          <Area />
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}
