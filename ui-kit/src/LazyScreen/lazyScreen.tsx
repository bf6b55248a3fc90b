import {
  type Attributes,
  Component,
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useKitTexts } from '@rollcall/ui-kit';
import { ListFailure } from '../ListState/ListFailure';
import { ListLoading } from '../ListState/ListLoading';

/** A screen's code that did not arrive, told apart from a fault of the screen itself (which goes on to the area's boundary). */
class ScreenDownloadFailed extends Error {}

interface BoundaryProps {
  children: ReactNode;
  failed: ReactNode;
}

class DownloadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ScreenDownloadFailed) return this.props.failed;
    throw error;
  }
}

function ScreenLoading() {
  const t = useKitTexts();
  return <ListLoading label={t('spinner.loading')} />;
}

function DownloadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useKitTexts();
  return <ListFailure message={t('screen.downloadFailed')} onRetry={onRetry} />;
}

/** A screen whose code is downloaded when it is first shown (`LazyScreen`), and again on Retry if that failed. */
export interface DownloadableScreen<Props extends object> {
  /** Tells screens apart, so that moving from one to another shows the spinner at once, not the last screen. */
  key: number;
  Component: LazyExoticComponent<ComponentType<Props>>;
  retry(): void;
}

let screens = 0;

/**
 * A screen kept out of an area's first download, e.g.
 * `downloadableScreen(() => import('./history/HistoryPage').then((page) => page.HistoryPage))`, made once per screen
 * at module level so that a screen already downloaded shows at once.
 */
export function downloadableScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): DownloadableScreen<Props> {
  const download = () =>
    lazy(() =>
      load().then(
        (Screen) => ({ default: Screen }),
        (error: unknown) => {
          throw new ScreenDownloadFailed('The screen could not be downloaded', { cause: error });
        },
      ),
    );
  screens += 1;
  const screen: DownloadableScreen<Props> = {
    key: screens,
    Component: download(),
    retry: () => {
      screen.Component = download();
    },
  };
  return screen;
}

export type LazyScreenProps<Props extends object> = { screen: DownloadableScreen<Props> } & (object extends Props
  ? { props?: NoInfer<Props> }
  : { props: NoInfer<Props> });

/**
 * Shows a downloadable screen, so an area's first page carries only its own code: a spinner while the screen's
 * code comes, and Retry when it does not (a phone that lost its signal), which downloads it again.
 */
export function LazyScreen<Props extends object>({ screen, props }: LazyScreenProps<Props>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    screen.retry();
    setAttempt((count) => count + 1);
  };
  const { Component } = screen;
  return (
    <DownloadBoundary key={`${screen.key}.${attempt}`} failed={<DownloadFailed onRetry={retry} />}>
      <Suspense fallback={<ScreenLoading />}>
        <Component {...((props ?? {}) as Props & Attributes)} />
      </Suspense>
    </DownloadBoundary>
  );
}
