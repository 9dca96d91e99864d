/** Test double for `@theme/Icon/DarkMode`. */
import React, {type ComponentProps, type ReactNode} from 'react';

export default function IconDarkMode(props: ComponentProps<'svg'>): ReactNode {
  return <svg data-icon="DarkMode" {...props} />;
}
