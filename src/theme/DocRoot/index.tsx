/**
 * Ejected from @docusaurus/theme-classic 3.7.0 to load the not-found page's
 * content only when it is shown. With the docs at the site's root
 * (`routeBasePath: '/'`), every unknown address is a doc route without a
 * doc, and the stock component imports `@theme/NotFound/Content` for it, so
 * every doc page loaded the not-found page's code (about 1 KiB gzip).
 *
 * Here it is a chunk of its own (src/utils/notFoundPage.ts). The build
 * renders the not-found page whole (the server render waits for it). In the
 * browser, React must not wait for it while hydrating that page: contexts
 * above it change right after hydration, and React then drops the server's
 * HTML of a part it is still waiting for and shows the fallback (a blank
 * page body and a layout shift). So 404.html carries the chunk's script
 * (src/plugins/page-chunk-scripts), its import starts as soon as this
 * module runs on a page that shows the not-found content, and by the time
 * React renders, the component is there and `lazy` gets it at once. On a
 * link to an unknown address within the site, it loads then. If the chunk
 * is gone after a deploy, the page reloads once, as for a route chunk
 * (src/utils/chunkRecovery.ts). The rest is the stock component.
 */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type {Props} from '@theme/DocRoot';
import type {Props as ContentProps} from '@theme/NotFound/Content';
import {recoverFromChunkError} from '../../utils/chunkRecovery';
import {NOT_FOUND_ATTRIBUTE} from '../../utils/notFoundPage';

type Loaded = {default: ComponentType<ContentProps>};
let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;

function loadContent(): Promise<Loaded> {
  loading ??= import(/* webpackChunkName: "not-found" */ '@theme/NotFound/Content').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      void recoverFromChunkError(error);
      throw error;
    },
  );
  return loading;
}

// The static HTML is the not-found page: get its content ready before React renders.
if (typeof document !== 'undefined' && document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) void loadContent().catch(() => {});

// Once loaded, `lazy` gets the component without waiting (a thenable that answers at once).
const NotFoundContent = lazy(() => (loaded ? {then: (resolve: (value: Loaded) => void) => resolve(loaded!)} : loadContent()) as Promise<Loaded>);

/**
 * One element for every render: an unchanged element is no update to the
 * boundary while its content is still loading (after a link within the site).
 */
const notFound = (
  <Suspense fallback={null}>
    <NotFoundContent />
  </Suspense>
);

export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    // Only the not-found content, to avoid a double layout (as the stock component does).
    return notFound;
  }
  const {docElement, sidebarName, sidebarItems} = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
