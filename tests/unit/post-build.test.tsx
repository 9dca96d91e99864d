/**
 * How the plugins that read the built pages tell a `noindex` page (an
 * unlisted doc, the search page), which the Markdown twins and the search
 * index leave out: from `postBuild`'s `head` (src/node/postBuild.ts), as
 * plugin-sitemap reads it. The head here is what react-helmet-async (the
 * one Docusaurus renders pages with) collects from a page that sets its
 * robots meta tag the way the theme does, so an upgrade that changes that
 * shape fails here.
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {Helmet, HelmetProvider, type FilledContext} from 'react-helmet-async';
import {isNoIndex, type PostBuildProps} from '../../src/node/postBuild';

/** The head Docusaurus collects for a page that renders these meta tags. */
function headOf(...meta: {name: string; content: string}[]): PostBuildProps['head'] {
  const context = {} as FilledContext;
  renderToString(
    <HelmetProvider context={context}>
      <Helmet>
        <title>A page</title>
        {meta.map((tag) => (
          <meta key={tag.name} {...tag} />
        ))}
      </Helmet>
    </HelmetProvider>,
  );
  return {'/a': context.helmet};
}

describe('isNoIndex', () => {
  it('finds the robots noindex of an unlisted doc and of the search page', () => {
    expect(isNoIndex(headOf({name: 'robots', content: 'noindex, nofollow'}), '/a')).toBe(true);
    expect(isNoIndex(headOf({name: 'Robots', content: 'NoIndex, follow'}), '/a')).toBe(true);
  });

  it('keeps a page without one, or with another robots rule', () => {
    expect(isNoIndex(headOf({name: 'description', content: 'noindex is a word'}), '/a')).toBe(
      false,
    );
    expect(isNoIndex(headOf({name: 'robots', content: 'nofollow'}), '/a')).toBe(false);
    expect(isNoIndex(headOf(), '/a')).toBe(false);
    expect(isNoIndex(headOf({name: 'robots', content: 'noindex'}), '/b')).toBe(false);
  });
});
