/**
 * A task written two ways, in the Teams admin center and in PowerShell, with a
 * switch between them (CONTRIBUTING.md, "Commands with the reader's values, and
 * the admin center or PowerShell switch"):
 *
 *   <Ways>
 *   <Way name="admin-center">…steps…</Way>
 *   <Way name="powershell">…steps…</Way>
 *   </Ways>
 *
 * The reader's choice applies to every such task on every page: it is one
 * attribute of `<html>` (WAY_ATTRIBUTE), which an inline script sets before
 * the first paint from the address (`?with=powershell`) or localStorage
 * (src/plugins/task-controls.ts), and which the CSS reads until the switch
 * has hydrated; so the page shows the chosen way from its first paint and
 * nothing moves.
 *
 * Docusaurus's Tabs would hide the other way with `hidden` and render only
 * the chosen one's tab: without JavaScript one way would be lost, Find in
 * page could not find the other, and a printout would have one. Here the
 * server renders both ways, one after the other, each under its label
 * (drawn by CSS from `data-label`: no text for the twin or the search); the
 * switch hides the way not chosen with `hidden="until-found"`, which Find in
 * page (and a link to a heading in it) still searches: the browser reveals
 * it and fires `beforematch`, and the switch then shows that way. Printing
 * prints both (./styles.module.css).
 *
 * The look is Infima's tabs; the controls are two toggle buttons
 * (`aria-pressed`) in a labelled group, not ARIA tabs: the choice is a
 * setting of every page, not one tab list's panel, and each button is a
 * plain stop of the Tab key.
 */
import React, {Children, isValidElement, useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {WAY_STORAGE_KEY} from '@site/src/data/browserStorage';
import {CONTENT_WRAPPER} from '@site/src/data/notContent';
import {
  DEFAULT_WAY,
  WAYS,
  WAY_ATTRIBUTE,
  WAY_PARAMETER,
  isWay,
  type WayName,
} from '@site/src/data/taskWays';
import {elementOfHash} from '@site/src/browser/hash';
import styles from './styles.module.css';

interface WayProps {
  name: WayName;
  children?: ReactNode;
}

/** One way of a task; only meaningful inside `<Ways>`. */
export function Way({children}: WayProps): ReactNode {
  return children;
}

const PANEL = 'data-way-panel';
// The twin and the search read the ways' content as if it weren't wrapped (src/node/pageContent.ts).
const wrapper = {[CONTENT_WRAPPER]: ''};
const BUTTON = 'data-way';

const shown = (): WayName => {
  const way = document.documentElement.getAttribute(WAY_ATTRIBUTE);
  return isWay(way) ? way : DEFAULT_WAY;
};

/**
 * Shows `way` in every switch of the page at once: its button pressed, its
 * steps shown, the other way's hidden but findable. The DOM is the switch's
 * state (React renders the default's and never changes these attributes),
 * so a way revealed by Find in page is shown in one go, before the browser
 * scrolls to what it found.
 */
function show(way: WayName): void {
  document.documentElement.setAttribute(WAY_ATTRIBUTE, way);
  document.querySelectorAll(`[${PANEL}]`).forEach((panel) => {
    if (panel.getAttribute(PANEL) === way) panel.removeAttribute('hidden');
    else panel.setAttribute('hidden', 'until-found');
  });
  document.querySelectorAll(`button[${BUTTON}]`).forEach((button) => {
    button.setAttribute('aria-pressed', String(button.getAttribute(BUTTON) === way));
  });
}

/** The reader's choice: shown everywhere, kept, and no longer overridden by the address. */
function choose(way: WayName): void {
  show(way);
  try {
    localStorage.setItem(WAY_STORAGE_KEY, way);
  } catch {
    // Storage blocked: the choice lasts as long as this page.
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has(WAY_PARAMETER)) {
    url.searchParams.delete(WAY_PARAMETER);
    window.history.replaceState(window.history.state, '', url);
  }
}

export function Ways({children}: {children: ReactNode}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current!;
    show(shown());
    // An address naming a heading in the hidden way (`#check-assignments`), as the page opens,
    // shows that way. (A link within the page reveals it as Find in page does, below.)
    const target = elementOfHash(document, window.location.hash);
    const way = target?.closest(`[${PANEL}]`)?.getAttribute(PANEL);
    if (target && element.contains(target) && isWay(way) && way !== shown()) {
      choose(way);
      target.scrollIntoView();
    }
    const onMatch = (event: Event) => {
      const found = (event.target as HTMLElement).getAttribute(PANEL);
      if (isWay(found)) choose(found);
    };
    element.addEventListener('beforematch', onMatch);
    // The ways now hide with `hidden="until-found"`: the CSS that hid one until now steps aside.
    element.setAttribute('data-ready', '');
    return () => element.removeEventListener('beforematch', onMatch);
  }, []);

  return (
    <div ref={ref} className={styles.ways} {...wrapper}>
      <div role="group" aria-label="Show the steps for" className={clsx('tabs', styles.tabs)}>
        {WAYS.map((way) => (
          <button
            key={way.name}
            type="button"
            aria-pressed={way.name === DEFAULT_WAY}
            className={clsx('tabs__item', styles.tab)}
            {...{[BUTTON]: way.name}}
            onClick={() => choose(way.name)}>
            {way.label}
          </button>
        ))}
      </div>
      {Children.map(children, (way) =>
        isValidElement<WayProps>(way) ? (
          <div
            className={styles.panel}
            data-label={WAYS.find((w) => w.name === way.props.name)?.label}
            {...wrapper}
            {...{[PANEL]: way.props.name}}>
            {way.props.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
