/**
 * Wraps the theme's DocCardList (a "safe" wrap in Docusaurus 3.7): the
 * Security & privacy category page also links the security review pack
 * under its cards (src/data/reviewPack.ts). A plain link, so that it works
 * without JavaScript and the browser downloads the file instead of the
 * router looking for a page.
 */
import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {
  REVIEW_PACK_CATEGORY,
  REVIEW_PACK_DESCRIPTION,
  REVIEW_PACK_LINK_TEXT,
  REVIEW_PACK_PATH,
} from '@site/src/data/reviewPack';

type Props = WrapperProps<typeof DocCardListType>;

export default function DocCardListWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      <DocCardList {...props} />
      {pathname.replace(/\/$/, '') === REVIEW_PACK_CATEGORY && (
        <p className="margin-top--lg site-text-links">
          <a href={REVIEW_PACK_PATH}>{REVIEW_PACK_LINK_TEXT}</a>: {REVIEW_PACK_DESCRIPTION}
        </p>
      )}
    </>
  );
}
