/**
 * Test double for `@docusaurus/ErrorBoundary`, with the same contract as
 * @docusaurus/core/lib/client/exports/ErrorBoundary.js: catch, render
 * `fallback({error, tryAgain})`, and `tryAgain` clears the error.
 */
import React, {type ReactNode} from 'react';

export interface FallbackParams {
  readonly error: Error;
  readonly tryAgain: () => void;
}

interface Props {
  readonly fallback?: (params: FallbackParams) => ReactNode;
  readonly children: ReactNode;
}

export default class ErrorBoundary extends React.Component<Props, {error: Error | null}> {
  override state: {error: Error | null} = {error: null};

  override componentDidCatch(error: Error): void {
    this.setState({error});
  }

  override render(): ReactNode {
    const {error} = this.state;
    if (error) {
      const params = {error, tryAgain: () => this.setState({error: null})};
      return this.props.fallback ? this.props.fallback(params) : <p>{error.message}</p>;
    }
    return this.props.children ?? null;
  }
}
