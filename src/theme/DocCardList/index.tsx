/**
 * Replaces theme-classic's `DocCardList` (safe to swizzle), the cards of a
 * category page. The stock cards start each title with an emoji (📄️, 🗃️),
 * which screen readers read out ("page facing up"), and cut a long title
 * with an ellipsis; these draw the site's own outline icon beside a title
 * that wraps. The rest is the stock list: one card per item, a category
 * links to its first page, a doc card shows the doc's description.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  filterDocCardListItems,
  findFirstSidebarItemLink,
  useCurrentSidebarCategory,
  useDocById,
} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/DocCardList';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

/** 24 × 24 outline icons (a folder, a page), stroked in the text color. */
const ICONS = {
  category: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.4l2 2.2h8.6A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
  page: 'M6.5 3h7.8L19 7.7v12.8a.5.5 0 0 1-.5.5h-12a.5.5 0 0 1-.5-.5v-17a.5.5 0 0 1 .5-.5zM14 3v5h5M9 12.5h6M9 16h6',
};

function Card({item}: {item: PropSidebarItem}): ReactNode {
  const doc = useDocById(item.type === 'link' ? (item.docId ?? undefined) : undefined);
  const href = item.type === 'category' ? findFirstSidebarItemLink(item) : item.type === 'link' ? item.href : undefined;
  if (!href || item.type === 'html') return null;
  const kind = item.type === 'category' ? 'category' : 'page';
  const description = item.description ?? doc?.description;
  return (
    <Link href={href} className={clsx('card padding--lg', styles.cardContainer)}>
      <Heading as="h2" className={styles.cardTitle}>
        <svg className={styles.cardIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={kind}>
          <path d={ICONS[kind]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{item.label}</span>
      </Heading>
      {description && <p className={styles.cardDescription}>{description}</p>}
    </Link>
  );
}

function CurrentCategoryCards({className}: Props): ReactNode {
  return <DocCardList items={useCurrentSidebarCategory().items} className={className} />;
}

export default function DocCardList({items, className}: Props): ReactNode {
  if (!items) return <CurrentCategoryCards className={className} />;
  return (
    <section className={clsx('row', className)}>
      {filterDocCardListItems(items).map((item, index) => (
        <article key={index} className="col col--6 margin-bottom--lg">
          <Card item={item} />
        </article>
      ))}
    </section>
  );
}
