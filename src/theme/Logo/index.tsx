/**
 * Ejected from theme-classic 3.7.0 (swizzle --eject) to change one thing:
 * the title is split into the product name and the rest of the title
 * (splitNavbarTitle, src/data/product.ts), so that on a phone the navbar
 * shows the product name alone and the rest is hidden visually but still
 * read by screen readers, and on a desktop the rest makes room for the
 * search box while it is in use (src/css/custom.css). The theme renders the
 * title as one text, which a stylesheet cannot cut at a word. The rest is
 * the theme's markup, less the logo options the site does not set
 * (docusaurus.config.ts gives the logo a src, an alt, a width and a height
 * only): no dark-mode image, other link, target, class or style, and no
 * fallback alt text from the site's title, which the navbar always shows.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';
import ThemedImage from '@theme/ThemedImage';
import type {Props} from '@theme/Logo';
import {PRODUCT_NAME, splitNavbarTitle} from '@site/src/data/product';

/** The title as its product name and the rest, which src/css/custom.css hides from sight on phones. */
function NavbarTitle({title}: {title: string}): ReactNode {
  const [name, rest] = splitNavbarTitle(title, PRODUCT_NAME);
  if (!rest) return title;
  return (
    <>
      <span>{name}</span>
      <span className="navbar-title-rest">{rest}</span>
    </>
  );
}

export default function Logo({imageClassName, titleClassName, ...props}: Props): ReactNode {
  const {
    navbar: {title, logo},
  } = useThemeConfig();
  const src = useBaseUrl(logo?.src ?? '');
  const home = useBaseUrl('/');
  // In the theme's wrapper when the navbar asks for one (imageClassName).
  const image = logo && (
    <ThemedImage
      sources={{light: src, dark: src}}
      height={logo.height}
      width={logo.width}
      alt={logo.alt ?? ''}
    />
  );
  return (
    <Link to={home} {...props}>
      {imageClassName ? <div className={imageClassName}>{image}</div> : image}
      {title != null && (
        <b className={titleClassName}>
          <NavbarTitle title={title} />
        </b>
      )}
    </Link>
  );
}
