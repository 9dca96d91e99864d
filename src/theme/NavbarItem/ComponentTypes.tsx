/**
 * Ejected from @docusaurus/theme-classic 3.7.0 to keep only the navbar item
 * types this site can use. The stock map imports every type, so the locale
 * dropdown and the doc, doc-sidebar and docs-version items (with the version
 * hooks behind them) were in the main bundle of every page although the site
 * has one locale, one docs version and plain links in its navbar. Using a
 * removed type fails the build with "No NavbarItem component found for type".
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
} as unknown as ComponentTypesObject;

export default ComponentTypes;
