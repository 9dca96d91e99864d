/**
 * Wraps the theme's not-found content and adds a "Did you mean …?" link to
 * the closest real page, so a mistyped or wrong-case link still gets the
 * reader there. The suggestion is rendered only after hydration: the static
 * 404.html is shared by every unknown path, so the server cannot know it.
 * It is loaded lazily (./Suggestion.tsx) so other pages do not carry it.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';

type Props = WrapperProps<typeof ContentType>;

const Suggestion = lazy(() => import('./Suggestion'));

export default function ContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  return (
    <>
      <Content {...props} />
      <div className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3 site-text-links" aria-live="polite">
            {isBrowser && (
              <Suspense fallback={null}>
                <Suggestion pathname={pathname} />
              </Suspense>
            )}
            <p>
              Or start from the <Link to="/">documentation home</Link>.
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
