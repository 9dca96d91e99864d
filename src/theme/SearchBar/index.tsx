/**
 * Wraps the offline search bar (@easyops-cn/docusaurus-search-local) with a
 * polite live region, so that screen reader users hear how many results a
 * query found, or that it found none. The search box and its result list are
 * the plugin's own (a combobox with a listbox of options).
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import styles from './styles.module.css';

type Props = Record<string, unknown>;

/** What the live region says for the result list currently shown. */
export function describeResults(listbox: Element | null): string {
  if (!listbox || (listbox as HTMLElement).style.display === 'none') return '';
  const count = listbox.querySelectorAll('[role="option"]').length;
  if (count > 0) {
    return `${count} ${count === 1 ? 'result' : 'results'}. Use the up and down arrow keys to choose one and Enter to open it.`;
  }
  return /no results/i.test(listbox.textContent ?? '') ? 'No results' : '';
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    let timer: number | undefined;
    const observer = new MutationObserver(() => {
      window.clearTimeout(timer);
      // Announce once the list has settled, not on every keystroke.
      timer = window.setTimeout(() => setMessage(describeResults(root.querySelector('[role="listbox"]'))), 400);
    });
    observer.observe(root, {subtree: true, childList: true, attributes: true, attributeFilter: ['style']});
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div ref={ref} className={styles.wrapper}>
      <SearchBar {...props} />
      <div role="status" aria-live="polite" className={styles.visuallyHidden} data-testid="search-status">
        {message}
      </div>
    </div>
  );
}
