/**
 * Ejected from theme-classic 3.7.0 (swizzle --eject) to change one thing:
 * the title is split into the product name and the rest of the title
 * (splitNavbarTitle, src/data/product.ts), so that on a phone the navbar
 * shows the product name alone and the rest is hidden visually but still
 * read by screen readers, and on a desktop the rest makes room for the
 * search box while it is in use (src/css/custom.css). The theme renders the
 * title as one text, which a stylesheet cannot cut at a word. The rest is
 * the theme's.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig, type NavbarLogo} from '@docusaurus/theme-common';
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

function LogoThemedImage({logo, alt, imageClassName}: {logo: NavbarLogo; alt: string; imageClassName?: string}) {
  const sources = {
    light: useBaseUrl(logo.src),
    dark: useBaseUrl(logo.srcDark || logo.src),
  };
  const themedImage = <ThemedImage className={logo.className} sources={sources} height={logo.height} width={logo.width} alt={alt} style={logo.style} />;

  // Is this extra div really necessary?
  // introduced in https://github.com/facebook/docusaurus/pull/5666
  return imageClassName ? <div className={imageClassName}>{themedImage}</div> : themedImage;
}

export default function Logo(props: Props): ReactNode {
  const {
    siteConfig: {title},
  } = useDocusaurusContext();
  const {
    navbar: {title: navbarTitle, logo},
  } = useThemeConfig();

  const {imageClassName, titleClassName, ...propsRest} = props;
  const logoLink = useBaseUrl(logo?.href || '/');

  // If visible title is shown, fallback alt text should be
  // an empty string to mark the logo as decorative.
  const fallbackAlt = navbarTitle ? '' : title;

  // Use logo alt text if provided (including empty string),
  // and provide a sensible fallback otherwise.
  const alt = logo?.alt ?? fallbackAlt;

  return (
    <Link to={logoLink} {...propsRest} {...(logo?.target && {target: logo.target})}>
      {logo && <LogoThemedImage logo={logo} alt={alt} imageClassName={imageClassName} />}
      {navbarTitle != null && (
        <b className={titleClassName}>
          <NavbarTitle title={navbarTitle} />
        </b>
      )}
    </Link>
  );
}
