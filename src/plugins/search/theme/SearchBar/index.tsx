/**
 * The navbar's search box: the search plugin's `@theme/SearchBar`, in place
 * of theme-classic's, which is an empty slot (`@docusaurus/Noop`) for a
 * search theme to fill. A combobox in the ARIA pattern, with its results in
 * a listbox whose options are links.
 *
 * - Without JavaScript it is a form that opens the search page.
 * - The index loads on intent (../../client/useSearch.ts); Ctrl+K (Cmd+K)
 *   focuses the box.
 * - The first result is selected as the reader types: Enter opens it (with
 *   no results, the search page). Arrow keys move through the list, Escape
 *   closes it and then empties the box; a button clears it.
 * - A query without results says so first, then offers close words and
 *   the pages most readers need, as options like results (and no search
 *   page, which would have none); a polite status says how many results.
 * - On a phone the box is an icon that opens over the navbar when focused.
 */
import React, {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import {
  NO_INDEX_IN_DEVELOPMENT,
  placeOf,
  resultCount,
  resultUrl,
  searchPageUrl,
  useSearch,
} from '../../client/useSearch';
import styles from './styles.module.css';

const LIMIT = 8;

interface Entry {
  /** A result, or a way on when there are none, or the search page. */
  kind: 'result' | 'suggestion' | 'most-read' | 'unavailable' | 'all';
  href: string;
  title: string;
  place: string;
}

export default function SearchBar(): ReactNode {
  const [query, setQuery] = useState('');
  /** The option the reader moved to; null: the first result, if any (automatic selection). */
  const [chosen, setChosen] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const history = useHistory();
  const location = useLocation();
  // Open on the page it was opened on: a new page closes the list.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const {load, answer, mostRead, unavailable} = useSearch(query, LIMIT);
  const searchPage = useBaseUrl('/search');

  // Ctrl+K / Cmd+K from anywhere on the page.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const trimmed = query.trim();
  const entries: Entry[] = [];
  if (unavailable && !answer) {
    entries.push({
      kind: 'unavailable',
      href: searchPageUrl(trimmed),
      title: NO_INDEX_IN_DEVELOPMENT ?? 'Search is not available right now: open the search page',
      place: 'The search could not load',
    });
  } else if (answer) {
    for (const {section, marks} of answer.hits)
      entries.push({
        kind: 'result',
        href: resultUrl(section, marks),
        title: section.heading,
        place: placeOf(section),
      });
    if (answer.hits.length === 0) {
      for (const word of answer.suggestions)
        entries.push({
          kind: 'suggestion',
          href: searchPageUrl(word),
          title: `Search for “${word}” instead`,
          place: '',
        });
      for (const page of mostRead)
        entries.push({kind: 'most-read', href: page.path, title: page.title, place: ''});
    }
  }
  const none = answer?.hits.length === 0;
  if (trimmed !== '' && !none)
    entries.push({
      kind: 'all',
      href: searchPageUrl(trimmed),
      title: `See all results for “${trimmed}”`,
      place: 'Search page',
    });
  const shown = open && trimmed !== '';
  const active = chosen ?? (answer && answer.hits.length > 0 ? 0 : -1);
  const status = !shown || !answer ? '' : resultCount(answer.hits.length, LIMIT);
  const option = (entry: Entry, index: number) => (
    <Link
      key={entry.href + entry.title}
      id={`${id}-${index}`}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      data-kind={entry.kind}
      to={entry.href}
      className={clsx(styles.option, index === active && styles.active)}
      onMouseEnter={() => setChosen(index)}
      onClick={() => setOpen(false)}>
      <span className={styles.title}>{entry.title}</span>
      {entry.place && <span className={styles.place}>{entry.place}</span>}
    </Link>
  );
  const firstMostRead = entries.findIndex((entry) => entry.kind === 'most-read');

  const go = (href: string) => {
    setOpen(false);
    input.current?.blur();
    history.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (entries.length > 0)
        setChosen(
          active < 0
            ? step > 0
              ? 0
              : entries.length - 1
            : (active + step + entries.length) % entries.length,
        );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = shown ? entries[active] : undefined;
      if (entry) go(entry.href);
      else if (trimmed !== '') go(searchPageUrl(trimmed));
    } else if (event.key === 'Escape') {
      if (shown) setOpen(false);
      else setQuery('');
    }
  };

  return (
    <form
      role="search"
      action={searchPage}
      method="get"
      className={clsx('navbar__search', styles.search)}
      onPointerEnter={load}
      onTouchStart={load}
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed !== '') go(searchPageUrl(trimmed));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <input
        ref={input}
        type="search"
        name="q"
        role="combobox"
        aria-label="Search"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-${active}` : undefined}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className={clsx('navbar__search-input', styles.input)}
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setChosen(null);
        }}
        onKeyDown={onKeyDown}
      />
      {query !== '' && (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear search"
          onClick={() => {
            setQuery('');
            input.current?.focus();
          }}>
          ×
        </button>
      )}
      <div hidden={!shown} className={styles.list}>
        {shown && none && <p className={styles.none}>No results for “{trimmed}”.</p>}
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label="Search results"
          className={styles.options}>
          {shown && entries.slice(0, firstMostRead < 0 ? undefined : firstMostRead).map(option)}
          {shown && firstMostRead >= 0 && (
            <div role="group" aria-labelledby={`${id}-most-read`}>
              <p id={`${id}-most-read`} className={styles.group}>
                Pages most readers need
              </p>
              {entries.slice(firstMostRead).map((entry, i) => option(entry, firstMostRead + i))}
            </div>
          )}
        </div>
      </div>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </form>
  );
}
