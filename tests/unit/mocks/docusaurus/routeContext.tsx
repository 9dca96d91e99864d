/** Test double for @docusaurus/core/lib/client/routeContext: records the value. */
import React, {type ReactNode} from 'react';

export const Context = React.createContext<unknown>(null);

export function RouteContextProvider({
  children,
  value,
}: {
  children: ReactNode;
  value: unknown;
}): ReactNode {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
