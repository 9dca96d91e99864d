/** Test double for `@theme/Icon/LightMode`. */
import React, {type ComponentProps, type ReactNode} from 'react';

export default function IconLightMode(props: ComponentProps<'svg'>): ReactNode {
  return <svg data-icon="LightMode" {...props} />;
}
