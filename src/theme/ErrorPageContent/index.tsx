/**
 * Swizzled (ejected) `@theme/ErrorPageContent`: the layout's error boundary
 * fallback, shown inside the navbar and footer when a page's content crashed.
 *
 * Why ejected rather than wrapped: the original builds its own heading,
 * button and error paragraph from theme-common helpers with no way to replace
 * them, and this site needs the same crash view as the app-level `@theme/Error`
 * (document title 'Page Error', the full cause chain as a list, focus on the
 * heading, the message announced). Both render the shared CrashView.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashView from '../../components/CrashView';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <CrashView error={error} tryAgain={tryAgain} variant="content" />;
}
