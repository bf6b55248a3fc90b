import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown when a child throws: gets a retry that clears the error. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** One per remote: a remote that cannot be loaded (or throws) only takes down its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[rollcall] area failed:', error.message, info.componentStack ?? '');
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
