/**
 * `@docusaurus/ErrorBoundary`: renders its children, or, when rendering them throws in the browser, its `fallback`
 * (`({error, tryAgain}) => node`), by default the error's message and a button that renders the children again.
 * MDX rendered on the server gets one that renders the children (index.ts): an error there fails the build, which
 * names the file.
 */
import * as React from 'react';
import type { ReactNode } from 'react';

/** What `fallback` receives. */
export interface FallbackParams {
  readonly error: Error;
  readonly tryAgain: () => void;
}

export interface ErrorBoundaryProps {
  readonly fallback?: (params: FallbackParams) => ReactNode;
  readonly children: ReactNode;
}

const defaultFallback = ({ error, tryAgain }: FallbackParams): ReactNode =>
  React.createElement(
    'div',
    { role: 'alert', className: 'error-boundary-fallback' },
    React.createElement('p', null, error.message),
    React.createElement('button', { type: 'button', onClick: tryAgain }, 'Try again'),
  );

type Boundary = React.ComponentClass<ErrorBoundaryProps, { error: Error | null }>;
let boundary: Boundary | undefined;

/**
 * The class component, made on first use: React's server build (where the server's module table loads this module)
 * has no `Component` to extend.
 */
function boundaryClass(): Boundary {
  boundary ??= class DocusaurusErrorBoundary extends React.Component<ErrorBoundaryProps, { error: Error | null }> {
    state = { error: null as Error | null };
    static getDerivedStateFromError(error: unknown) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
    render() {
      const { error } = this.state;
      if (!error) return this.props.children;
      return (this.props.fallback ?? defaultFallback)({ error, tryAgain: () => this.setState({ error: null }) });
    }
  };
  return boundary;
}

export default function ErrorBoundary(props: ErrorBoundaryProps) {
  return React.createElement(boundaryClass(), props);
}
