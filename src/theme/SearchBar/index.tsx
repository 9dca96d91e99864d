/**
 * The navbar search box, with the search plugin's code loaded on intent.
 *
 * Wraps the offline search bar (@easyops-cn/docusaurus-search-local): its
 * box, autocomplete widget, styles and worker client are about 10 KiB gzip
 * that most page views never use, so they are not part of the page load.
 * Until the reader shows intent, a stand-in of the same size takes the box's
 * place:
 * - in the static HTML (and so without JavaScript), a link to the search
 *   page;
 * - once the page is interactive, a plain search box: focusing it, hovering
 *   it, touching it or pressing the shortcut (Ctrl+K, or Cmd+K on a Mac)
 *   loads the plugin's box, which then takes over what was typed so far, the
 *   caret and the focus, so no keystroke is lost. Enter before the code has
 *   arrived opens the search page with the query;
 * - a page opened from a search result (`?_highlight=…`) loads it at once,
 *   because the plugin's box is what marks the search terms on the page.
 *
 * A polite live region tells screen reader users how many results a query
 * found, or that it found none and how many other ways on the list offers
 * (the result list is the plugin's combobox; src/plugins/search fills it).
 *
 * After a deploy, a tab opened before it may no longer find the box's code
 * (or the search worker, src/plugins/search/client.ts): the page then
 * reloads once (guarded as chunk recovery is, src/utils/chunkRecovery.ts)
 * and the box opens again with what the reader had typed.
 */
import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {isSearchShortcut, typeInto} from './handOver';
import {keepQueryAcrossReload, takeQueryAfterReload} from './pendingQuery';
import {classifyChunkFailure, reloadOnce} from '../../utils/chunkRecovery';
import styles from './styles.module.css';

type Props = Record<string, unknown>;
type SearchBarComponent = ComponentType<Props>;

/** Marks the entries of the list that are ways on, not results (src/plugins/search/SuggestionTemplate.ts). */
const HELP_ENTRY = '[data-search-help]';
const CHOOSE = 'Use the up and down arrow keys to choose one and Enter to open it.';

/** What the live region says for the result list currently shown. */
export function describeResults(listbox: Element | null): string {
  if (!listbox || (listbox as HTMLElement).style.display === 'none') return '';
  const options = Array.from(listbox.querySelectorAll('[role="option"]'));
  const help = options.filter((option) => option.querySelector(HELP_ENTRY)).length;
  const count = options.length - help;
  if (count > 0) return `${count} ${count === 1 ? 'result' : 'results'}. ${CHOOSE}`;
  if (help > 0) return `No results. ${help} ${help === 1 ? 'suggestion' : 'suggestions'}. ${CHOOSE}`;
  return /no results/i.test(listbox.textContent ?? '') ? 'No results' : '';
}

// The plugin's box, once loaded: kept for the rest of the visit.
let loaded: SearchBarComponent | undefined;
let loading: Promise<SearchBarComponent> | undefined;

function loadSearchBar(): Promise<SearchBarComponent> {
  loading ??= import('@theme-original/SearchBar').then(
    (module) => {
      loaded = module.default as SearchBarComponent;
      return loaded;
    },
    (error: unknown) => {
      // Offline, or a chunk gone after a deploy (the caller then reloads the page once):
      // the stand-in stays, Enter still opens the search page, and the next sign of
      // intent tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function SearchIcon(): ReactNode {
  return (
    <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
      <path
        fill="currentColor"
        d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
      />
    </svg>
  );
}

const isMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);

export default function SearchBar(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const searchPage = useBaseUrl('/search');
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});

  const [Live, setLive] = useState<SearchBarComponent | undefined>(() => loaded);
  const [hasText, setHasText] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const standInRef = useRef<HTMLInputElement>(null);
  /** The stand-in had the focus when the plugin's box replaced it: move the focus over. */
  const wantsFocus = useRef(false);
  const typedRef = useRef('');

  const start = useCallback(() => {
    loadSearchBar().then(
      (component) => {
        // Decided now, not on blur: removing the focused stand-in blurs it.
        wantsFocus.current = standInRef.current !== null && document.activeElement === standInRef.current;
        setLive(() => component);
      },
      (error: unknown) => {
        console.warn('The search box could not be loaded.', error);
        // Gone after a deploy: reload once, with what the reader has typed so far.
        void classifyChunkFailure(error).then((failure) => {
          if (failure !== 'missing') return;
          keepQueryAcrossReload(() => standInRef.current?.value ?? typedRef.current);
          reloadOnce(`search:${window.location.pathname}`);
        });
      },
    );
  }, []);

  // The shortcut works from anywhere on the page, before the plugin's code too.
  useEffect(() => {
    if (Live) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      standInRef.current?.focus();
      start();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [Live, start]);

  // A page opened from a search result: the plugin's box marks the terms.
  useEffect(() => {
    if (!Live && new URLSearchParams(search).has('_highlight')) start();
  }, [Live, search, start]);

  // The page reloaded for a new build while the reader searched: search again.
  useEffect(() => {
    // After hydration, once the stand-in box is there.
    const standIn = standInRef.current;
    if (!isBrowser || !standIn) return;
    const query = takeQueryAfterReload(window.location.pathname);
    if (query === null) return;
    standIn.value = query;
    typedRef.current = query;
    setHasText(true);
    standIn.focus();
    start();
    // Once, when the page has become interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isBrowser]);

  // The plugin's box is on the page: hand over the text, the caret and the focus.
  // The box empties itself once, from a timer it sets when it mounts (to show
  // the terms of a search result page), and React renders that state update
  // later, in a task of its own. So the text is handed over twice: at once,
  // so it never disappears, and again in a commit that cannot come before
  // the box's: `settled` is updated from a timer set after the box's, so
  // React renders both updates together or the box's first.
  const [settled, setSettled] = useState(false);
  const latestRef = useRef('');
  const stopFollowing = useRef<() => void>(undefined);
  useEffect(() => {
    const input = Live ? rootRef.current?.querySelector<HTMLInputElement>('input') : null;
    if (!input || (!wantsFocus.current && typedRef.current === '')) return undefined;
    latestRef.current = typedRef.current;
    const follow = () => {
      latestRef.current = input.value;
    };
    if (wantsFocus.current && document.activeElement !== input) input.focus();
    typeInto(input, latestRef.current);
    input.addEventListener('input', follow);
    stopFollowing.current = () => input.removeEventListener('input', follow);
    const timer = window.setTimeout(() => setSettled(true), 0);
    return () => {
      window.clearTimeout(timer);
      stopFollowing.current?.();
    };
  }, [Live]);
  useLayoutEffect(() => {
    const input = settled ? rootRef.current?.querySelector<HTMLInputElement>('input') : null;
    if (!input) return;
    stopFollowing.current?.();
    if (wantsFocus.current && document.activeElement !== input) input.focus();
    typeInto(input, latestRef.current);
    wantsFocus.current = false;
    typedRef.current = '';
  }, [settled]);

  // Announce result counts once the list has settled, not on every keystroke.
  const [message, setMessage] = useState('');
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    let timer: number | undefined;
    const observer = new MutationObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setMessage(describeResults(root.querySelector('[role="listbox"]'))), 400);
    });
    observer.observe(root, {subtree: true, childList: true, attributes: true, attributeFilter: ['style']});
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);

  let box: ReactNode;
  if (Live) {
    box = <Live {...props} />;
  } else if (!isBrowser) {
    // Static HTML: without JavaScript the box is a link to the search page.
    box = (
      <a href={searchPage} className={clsx('navbar__search', styles.box)}>
        <SearchIcon />
        <span className={clsx('navbar__search-input', styles.input, styles.linkText)}>{label}</span>
      </a>
    );
  } else {
    box = (
      <form
        action={searchPage}
        method="get"
        role="search"
        className={clsx('navbar__search', styles.box)}
        onPointerMove={start}
        onTouchStart={start}>
        <SearchIcon />
        <input
          ref={standInRef}
          name="q"
          className={clsx('navbar__search-input', styles.input)}
          placeholder={label}
          aria-label={label}
          autoComplete="off"
          spellCheck={false}
          onFocus={start}
          // Left uncontrolled, so nothing typed can be overwritten by a render.
          onInput={(event) => {
            typedRef.current = event.currentTarget.value;
            setHasText(typedRef.current !== '');
          }}
        />
        {!hasText && (
          <div className={styles.hints} aria-hidden="true">
            <kbd className={styles.hint}>{isMac() ? '⌘' : 'ctrl'}</kbd>
            <kbd className={styles.hint}>K</kbd>
          </div>
        )}
      </form>
    );
  }

  return (
    <div ref={rootRef} className={styles.wrapper}>
      {box}
      <div role="status" aria-live="polite" className={styles.visuallyHidden} data-testid="search-status">
        {message}
      </div>
    </div>
  );
}
