/**
 * Ejected (not wrapped) from @docusaurus/theme-classic 3.7.0: the two things
 * that had to change are inside the card's layout, which the theme does not
 * export, so a wrapper cannot reach them.
 * - The icon: the stock card prints an emoji (🗃️, 📄️, 🔗), which is an
 *   empty box where no emoji font is installed and is read out by some
 *   screen readers ("card file box"). Here it is the site's own inline SVG,
 *   drawn in the text colour and hidden from screen readers.
 * - Whole titles and descriptions: the stock card cuts both to one line
 *   (Infima's text--truncate) and puts the full text in a tooltip, which
 *   keyboard and touch readers never see ("App permissions for …").
 * Everything else (links, headings, the "n items" plural, classes) is the
 * stock card's.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useDocById, findFirstSidebarItemLink} from '@docusaurus/plugin-content-docs/client';
import {usePluralForm} from '@docusaurus/theme-common';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/DocCard';
import Heading from '@theme/Heading';
import type {PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

function useCategoryItemsPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          message: '1 item|{count} items',
          id: 'theme.docs.DocCard.categoryDescription.plurals',
          description:
            'The default description for a category card in the generated index about how many items this category includes',
        },
        {count},
      ),
    );
}

type IconKind = 'category' | 'page' | 'external';

/** 24 × 24 outline icons (a folder, a page, an arrow out of a box), stroked in the text colour. */
const ICON_PATHS: Record<IconKind, string> = {
  category: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.4l2 2.2h8.6A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
  page: 'M6.5 3h7.8L19 7.7v12.8a.5.5 0 0 1-.5.5h-12a.5.5 0 0 1-.5-.5v-17a.5.5 0 0 1 .5-.5zM14 3v5h5M9 12.5h6M9 16h6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
};

function CardIcon({kind}: {kind: IconKind}): ReactNode {
  return (
    <svg className={styles.cardIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={kind}>
      <path d={ICON_PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CardContainer({href, children}: {href: string; children: ReactNode}): ReactNode {
  return (
    <Link href={href} className={clsx('card padding--lg', styles.cardContainer)}>
      {children}
    </Link>
  );
}

function CardLayout({href, icon, title, description}: {href: string; icon: IconKind; title: string; description?: string}): ReactNode {
  return (
    <CardContainer href={href}>
      <Heading as="h2" className={styles.cardTitle}>
        <CardIcon kind={icon} />
        <span>{title}</span>
      </Heading>
      {description && <p className={styles.cardDescription}>{description}</p>}
    </CardContainer>
  );
}

function CardCategory({item}: {item: PropSidebarItemCategory}): ReactNode {
  const href = findFirstSidebarItemLink(item);
  const categoryItemsPlural = useCategoryItemsPlural();

  // Unexpected: categories that don't have a link have been filtered upfront
  if (!href) {
    return null;
  }

  return (
    <CardLayout
      href={href}
      icon="category"
      title={item.label}
      description={item.description ?? categoryItemsPlural(item.items.length)}
    />
  );
}

function CardLink({item}: {item: PropSidebarItemLink}): ReactNode {
  const doc = useDocById(item.docId ?? undefined);
  return (
    <CardLayout
      href={item.href}
      icon={isInternalUrl(item.href) ? 'page' : 'external'}
      title={item.label}
      description={item.description ?? doc?.description}
    />
  );
}

export default function DocCard({item}: Props): ReactNode {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error(`unknown item type ${JSON.stringify(item)}`);
  }
}
