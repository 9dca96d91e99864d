/**
 * Test double for `@theme/Layout`: a navbar and footer around the children.
 * `layoutControl.throwError` makes it throw, as a broken layout would.
 */
import React, {type ReactNode} from 'react';

export const layoutControl: {throwError: Error | null} = {throwError: null};

export default function Layout({children}: {children?: ReactNode}): ReactNode {
  if (layoutControl.throwError) throw layoutControl.throwError;
  return (
    <>
      <nav aria-label="Main">Navbar</nav>
      <div data-testid="layout-main">{children}</div>
      <footer>Footer</footer>
    </>
  );
}
