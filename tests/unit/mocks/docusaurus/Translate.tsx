/** Test double for `@docusaurus/Translate`: the default message, interpolated. */
import React, {type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(text: string, values?: Values): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (values && key in values ? String(values[key]) : whole));
}

export function translate({message, id}: {message?: string; id?: string; description?: string}, values?: Values): string {
  return interpolate(message ?? id ?? '', values);
}

/** Placeholders may hold elements, as in the real component (`{date}` → `<time>`). */
export default function Translate({children, values}: {children?: string; id?: string; description?: string; values?: Values}): ReactNode {
  const parts = (children ?? '').split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        return <React.Fragment key={index}>{key && values && key in values ? values[key] : part}</React.Fragment>;
      })}
    </>
  );
}
