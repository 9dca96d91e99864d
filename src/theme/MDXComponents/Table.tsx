/**
 * A Markdown table. Infima draws tables as their own scrolling box
 * (`display: block; overflow: auto`), so on a phone a wide table scrolls
 * sideways inside the page. A box that scrolls must be reachable with the
 * keyboard to be scrolled (WCAG 2.1.1; axe scrollable-region-focusable), so
 * while the table overflows it takes part in the Tab order (tabindex 0);
 * screen readers announce it as the table it is. A table that fits stays out
 * of the Tab order. Without JavaScript it scrolls as before.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

export default function Table(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrollable(table.scrollWidth > table.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, []);

  return <table ref={ref} tabIndex={scrollable ? 0 : undefined} {...props} />;
}
