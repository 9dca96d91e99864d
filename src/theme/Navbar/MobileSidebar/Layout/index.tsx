/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (the same markup) to make the
 * mobile menu behave as the modal panel it looks like. Stock, it has no
 * keyboard handling at all: Tab walks out of it into the page behind (and
 * into the off-screen half of the menu), Escape does nothing, and closing
 * it leaves focus on a hidden button.
 *
 * While the menu is open:
 * - it is a modal dialog for assistive technology (role, aria-modal, name);
 * - focus moves into it (its first control) when it opens;
 * - Tab and Shift+Tab cycle through the controls of its header and of the
 *   panel that is showing (main menu or docs sidebar), and nothing else;
 * - switching panels ("Back to main menu") moves focus to the new panel;
 * - Escape closes it;
 * and when it closes with focus inside it, focus returns to the menu button.
 * The panel that is not showing is also hidden from Tab and screen readers
 * in src/css/custom.css.
 *
 * Its menus are rendered the first time it opens, not before: on a phone
 * the closed menu sits just off screen, where the browser still counts its
 * links as visible, and Docusaurus prefetches every link it sees there, so
 * the whole site was fetched on every page load.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function controlsIn(container: Element | null | undefined): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

function menuButton(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.navbar__toggle');
}

export default function NavbarMobileSidebarLayout({header, primaryMenu, secondaryMenu}: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const {shown: secondaryMenuShown} = useNavbarSecondaryMenu();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRefs = [useRef<HTMLDivElement>(null), useRef<HTMLDivElement>(null)];
  const activePanel = panelRefs[secondaryMenuShown ? 1 : 0];
  // Once opened, the menus stay rendered (closing slides them out of view).
  const [everShown, setEverShown] = useState(shown);
  if (shown && !everShown) setEverShown(true);

  /** The controls Tab cycles through: the header's (first child), then the showing panel's. */
  const trapped = () => [...controlsIn(rootRef.current?.firstElementChild), ...controlsIn(activePanel.current)];

  // Keyboard while open: Tab/Shift+Tab cycle inside, Escape closes.
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        menuButton()?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = trapped();
      if (controls.length === 0) return;
      event.preventDefault();
      const current = controls.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      const next = current < 0 ? (event.shiftKey ? controls.length - 1 : 0) : (current + step + controls.length) % controls.length;
      controls[next].focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // trapped() reads refs and the panel shown at the time of the key press.
  }, [shown, toggle, secondaryMenuShown]);

  // Opening, or switching panels: focus the first control of what is showing.
  const wasShown = useRef(false);
  const lastPanel = useRef(secondaryMenuShown);
  useEffect(() => {
    const opened = shown && !wasShown.current;
    const switched = shown && lastPanel.current !== secondaryMenuShown;
    const closed = !shown && wasShown.current;
    wasShown.current = shown;
    lastPanel.current = secondaryMenuShown;
    if (opened) {
      trapped()[0]?.focus();
    } else if (switched) {
      (controlsIn(activePanel.current)[0] ?? trapped()[0])?.focus();
    } else if (closed) {
      const active = document.activeElement;
      if (!active || active === document.body || rootRef.current?.contains(active)) menuButton()?.focus();
    }
    // Runs on opening, closing and switching panels only; the helpers it
    // calls read refs, which are current whenever it runs.
  }, [shown, secondaryMenuShown]);

  return (
    <div
      ref={rootRef}
      className="navbar-sidebar"
      role="dialog"
      aria-modal={shown ? true : undefined}
      aria-label={translate({
        id: 'theme.navbar.mobileSidebar.ariaLabel',
        message: 'Navigation menu',
        description: 'The ARIA label of the mobile navigation menu',
      })}>
      {header}
      <div
        className={clsx('navbar-sidebar__items', {
          'navbar-sidebar__items--show-secondary': secondaryMenuShown,
        })}>
        <div ref={panelRefs[0]} className="navbar-sidebar__item menu">
          {everShown && primaryMenu}
        </div>
        <div ref={panelRefs[1]} className="navbar-sidebar__item menu">
          {everShown && secondaryMenu}
        </div>
      </div>
    </div>
  );
}
