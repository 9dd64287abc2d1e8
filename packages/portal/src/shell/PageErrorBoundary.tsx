import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the page when it fails to load or to render. */
  message: string;
  /** Another value (the next address) clears the error and tries again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | undefined;
}

/**
 * Keeps the shell standing when a page fails: a page chunk that cannot be fetched (after the
 * preload-error handler's one reload, see app/preload-error.ts) or a page that throws while
 * rendering shows `message` in the content area, and the next navigation tries again.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // '' marks an error caught during this address; a later address clears it.
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== undefined && state.failedAt !== props.resetKey) return { failedAt: undefined };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page could not be shown:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failedAt === undefined) return this.props.children;
    return (
      <p className="shell__page-error" role="alert">
        {this.props.message}
      </p>
    );
  }
}
