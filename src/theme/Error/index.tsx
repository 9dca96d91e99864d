/**
 * Swizzled (ejected) `@theme/Error`: the app-level error boundary's fallback,
 * shown when a whole page crashed.
 *
 * Why ejected rather than wrapped: the original (in @docusaurus/core's
 * theme-fallback) renders its own private display (heading 'This page
 * crashed' without the full stop, the causes run together in one paragraph,
 * no focus management, inline styles) and takes no props to replace it, so a
 * wrapper could only add around it. This keeps the original's structure and
 * swaps its display for the shared CrashView:
 * - a route context, because this renders outside any route and the theme
 *   layout needs one (same value as the original, see
 *   https://github.com/facebook/docusaurus/pull/9852);
 * - the crash view inside the site layout (navbar, footer, colour mode);
 * - an inner boundary: if the layout itself throws, the same crash view is
 *   shown without the layout ('app-minimal'), still with the original error and a
 *   'Try again' that clears the app-level boundary.
 */
import React, {type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
// Not a public export, but the one the original fallback uses; there is no
// other way to provide a route context from outside the route tree.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
import CrashView from '../../components/CrashView';

const errorRouteContext = {
  plugin: {name: 'docusaurus-core-error-boundary', id: 'default'},
};

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={errorRouteContext}>
      <ErrorBoundary
        // Show the original error, not the one the layout threw.
        fallback={() => <CrashView error={error} tryAgain={tryAgain} variant="app-minimal" />}>
        <Layout>
          <CrashView error={error} tryAgain={tryAgain} variant="app" />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
