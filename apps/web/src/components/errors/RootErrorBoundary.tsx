import { Component, type ReactNode } from 'react';
import { RouteErrorBoundary } from './RouteErrorBoundary';

interface Props {
  children: ReactNode;
  /** A new path clears a shown error (e.g. the browser's back button). */
  pathname: string;
}
interface State {
  error: unknown;
  failed: boolean;
  pathname: string;
}

/**
 * The root error boundary (product spec section 8, Platform): any error while rendering a page,
 * including a page chunk that failed to load, shows RouteErrorBoundary instead of the page.
 */
export class RootErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: undefined, failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorBoundary error={this.state.error} /> : this.props.children;
  }
}
