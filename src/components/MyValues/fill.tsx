/**
 * Puts the reader's values into a code element's children (part of the
 * panel's chunk). The children are what the build made of the code: Prism's
 * token spans in a code block (src/plugins/code-highlight.ts), or the
 * pieces and `<wbr>` of inline code (src/plugins/inline-code-breaks.ts),
 * where a placeholder may run across pieces (`"user@contoso.` `com"`). So
 * the placeholders are found in the whole text (src/data/myValues.ts) and
 * each is replaced where it starts by a `<mark>` holding the value as text
 * (React escapes it: a value is never markup), and cut from the pieces it
 * runs on into; the tokens around keep their colours.
 *
 * A code block that is then a whole address with every placeholder filled
 * (the admin consent address) becomes a link to it.
 */
import React, {
  Children,
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import {placeholdersIn, written, type Field} from '@site/src/data/myValues';
import styles from './Panel.module.css';

type Values = Partial<Record<Field, string>>;

interface Replacement {
  start: number;
  end: number;
  text: string;
}

type WithChildren = ReactElement<{children?: ReactNode}>;

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return isValidElement<{children?: ReactNode}>(node) ? textOf(node.props.children) : '';
}

/** `node` with the text from `at.position` on replaced as `replacements` say (sorted, apart); moves `at.position` past its text. */
function replace(node: ReactNode, replacements: Replacement[], at: {position: number}): ReactNode {
  if (typeof node === 'string' || typeof node === 'number') {
    const text = String(node);
    const from = at.position;
    at.position += text.length;
    const out: ReactNode[] = [];
    let i = 0;
    while (i < text.length) {
      const here = from + i;
      const next = replacements.find((r) => r.end > here && r.start < from + text.length);
      if (!next) {
        out.push(text.slice(i));
        break;
      }
      if (next.start > here) {
        out.push(text.slice(i, next.start - from));
        i = next.start - from;
        continue;
      }
      if (next.start === here)
        out.push(
          <mark className={styles.value} data-my-value="">
            {next.text}
          </mark>,
        );
      i = Math.min(next.end - from, text.length);
    }
    return createElement(Fragment, null, ...out);
  }
  if (Array.isArray(node) || (isValidElement(node) && node.type === Fragment)) {
    const list = Array.isArray(node)
      ? node
      : Children.toArray((node as WithChildren).props.children);
    return createElement(Fragment, null, ...list.map((child) => replace(child, replacements, at)));
  }
  if (isValidElement<{children?: ReactNode}>(node) && node.props.children !== undefined)
    return cloneElement(
      node as WithChildren,
      undefined,
      replace(node.props.children, replacements, at),
    );
  return node;
}

/** The filler for a set of valid values (the store's Filler). */
export function fillerFor(values: Values) {
  return (children: ReactNode, block: boolean): ReactNode => {
    const text = textOf(children);
    const replacements = placeholdersIn(text).flatMap((placeholder) => {
      const value = values[placeholder.field];
      return value === undefined ? [] : [{...placeholder, text: written(placeholder, value)}];
    });
    if (replacements.length === 0) return null;
    const node = replace(children, replacements, {position: 0});
    const address = textOf(node).trim();
    const link = block && /^https:\/\/\S+$/.test(address) && placeholdersIn(address).length === 0;
    return link ? (
      <a href={address} className={styles.address}>
        {node}
      </a>
    ) : (
      node
    );
  };
}
