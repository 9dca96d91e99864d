/**
 * Wraps (does not replace) the theme's mobile menu layout to make the menu
 * behave as the modal panel it looks like. Stock, it has no keyboard
 * handling at all: Tab walks out of it into the page behind (and into the
 * off-screen half of the menu), Escape does nothing, and closing it leaves
 * focus on a hidden button.
 *
 * While the menu is open:
 * - it is a modal dialog for assistive technology (role, aria-modal, name);
 * - the rest of the page is `inert` (every element outside the menu's
 *   ancestors, except the backdrop that closes it on a tap), so neither Tab
 *   nor a screen reader reaches it; so is the half of the menu that is not
 *   showing (main menu or docs sidebar), at once rather than when its slide
 *   has finished (src/css/custom.css hides it then);
 * - focus moves into the panel that is showing when it opens, and when
 *   "Back to main menu" switches panels;
 * - Tab from the last control goes to the first, Shift+Tab from the first
 *   to the last: with the rest inert, the browser would otherwise go on to
 *   its own address bar and tabs, as it does from a native modal <dialog>;
 * - Escape closes it;
 * and when it closes with focus inside it (or nowhere), focus returns to the
 * menu button.
 *
 * The attributes are set on the theme's `.navbar-sidebar` element from here,
 * since the theme's layout takes no props for them; it renders only after
 * hydration (on a phone-sized window), so the server's HTML is untouched.
 *
 * Its menus are rendered the first time it opens, not before: on a phone
 * the closed menu sits just off screen, where the browser still counts its
 * links as visible, and Docusaurus prefetches every link it sees there, so
 * the whole site was fetched on every page load.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab reaches in `root`: not inert, and laid out (a collapsed category's links are not). */
const controlsIn = (root: Element | undefined): HTMLElement[] =>
  Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );

export default function NavbarMobileSidebarLayout({
  primaryMenu,
  secondaryMenu,
  ...props
}: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const {shown: secondaryMenuShown} = useNavbarSecondaryMenu();
  // Once opened, the menus stay rendered (closing slides them out of view).
  const [everShown, setEverShown] = useState(shown);
  if (shown && !everShown) setEverShown(true);

  // Open: the dialog, the inert page, the keys; closed: focus back to the menu button.
  useEffect(() => {
    const menu = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!menu) return undefined;
    menu.setAttribute('role', 'dialog');
    menu.setAttribute('aria-label', 'Navigation menu');
    if (!shown) return undefined;
    menu.setAttribute('aria-modal', 'true');
    const outside: HTMLElement[] = [];
    for (
      let el: HTMLElement = menu;
      el.parentElement && el !== document.body;
      el = el.parentElement
    ) {
      for (const sibling of Array.from(el.parentElement.children)) {
        if (
          sibling instanceof HTMLElement &&
          sibling !== el &&
          !sibling.inert &&
          !sibling.matches('.navbar-sidebar__backdrop')
        )
          outside.push(sibling);
      }
    }
    outside.forEach((el) => (el.inert = true));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toggle();
      if (event.key !== 'Tab') return;
      const controls = controlsIn(menu);
      const [edge, wrapTo] = event.shiftKey
        ? [controls[0], controls.at(-1)]
        : [controls.at(-1), controls[0]];
      if (document.activeElement === edge && wrapTo) {
        event.preventDefault();
        wrapTo.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      outside.forEach((el) => (el.inert = false));
      menu.removeAttribute('aria-modal');
      const active = document.activeElement;
      if (!active || active === document.body || menu.contains(active))
        document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
  }, [shown, toggle]);

  // The half that is not showing is inert; opening or switching focuses the first control of the
  // half that is.
  useEffect(() => {
    const panels = Array.from(document.querySelectorAll<HTMLElement>('.navbar-sidebar__item'));
    const showing = secondaryMenuShown ? 1 : 0;
    panels.forEach((panel, i) => (panel.inert = i !== showing));
    if (shown) controlsIn(panels[showing])[0]?.focus();
  }, [shown, secondaryMenuShown]);

  return (
    <Layout
      {...props}
      primaryMenu={everShown && primaryMenu}
      secondaryMenu={everShown && secondaryMenu}
    />
  );
}
