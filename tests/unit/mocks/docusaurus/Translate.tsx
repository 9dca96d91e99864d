/** Test double for `@docusaurus/Translate`: the default message, interpolated. */
import React, {type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(text: string, values?: Values): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    values && key in values ? String(values[key]) : whole,
  );
}

export function translate({message, id}: {message?: string; id?: string; description?: string}, values?: Values): string {
  return interpolate(message ?? id ?? '', values);
}

export default function Translate({children, values}: {children?: string; id?: string; description?: string; values?: Values}): ReactNode {
  return <>{interpolate(children ?? '', values)}</>;
}
