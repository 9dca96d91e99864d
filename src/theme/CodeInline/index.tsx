/**
 * Inline code (swizzled: the theme's CodeInline is a bare <code>, there to
 * be replaced). On a phone a name in code is often wider than the line is
 * left, and the browser then breaks it where it can: after any hyphen
 * ("Grant-" | "CsTeamsAppSetupPolicy", "-" | "Identity") or, with no hyphen,
 * between any two letters ("Administra" | "tion"). Here the text is cut
 * into pieces at the places a reader expects a long name to continue on
 * the next line (spaces, and before a ".", "/", "?" or "&" that follows a
 * letter or digit: "/for-admins" | "/setup-policies"), and each piece is
 * kept whole (an inline block). A piece wider than the whole line still
 * wraps inside, so nothing is cut off or scrolls.
 *
 * Only what the browser draws changes: the text (copying it, the search
 * index, the Markdown twin) is the same.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The pieces of inline code, each to be kept whole: the text cut at spaces
 * (which stay pieces of their own, so that they still separate words) and
 * before a ".", "/", "?" or "&" that follows a letter, digit or closing
 * bracket and comes before more text. Joined, the pieces are the text.
 */
export function codeSegments(text: string): string[] {
  return text
    .split(/(\s+)/)
    .flatMap((word) => (/^\s*$/.test(word) ? [word] : word.split(/(?<=[\p{L}\p{N})\]}])(?=[./?&]\S)/u)))
    .filter((piece) => piece !== '');
}

export default function CodeInline({children, ...props}: ComponentProps<'code'>): ReactNode {
  const pieces = typeof children === 'string' ? codeSegments(children) : [];
  // One piece with no hyphen has no place to break: the plain element will do.
  if (pieces.length === 0 || (pieces.length === 1 && !pieces[0].includes('-'))) return <code {...props}>{children}</code>;
  return (
    <code {...props}>
      {pieces.map((piece, index) =>
        /^\s+$/.test(piece) ? (
          piece
        ) : (
          // The text never changes for this element, so the index is a stable key.
          <span key={index} className={styles.piece}>
            {piece}
          </span>
        ),
      )}
    </code>
  );
}
