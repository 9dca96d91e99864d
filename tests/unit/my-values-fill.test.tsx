// @vitest-environment jsdom
/**
 * The filling of "Use my values" (src/components/MyValues/fill.tsx) on code
 * as the build makes it: Prism's token spans in a code block, and in inline
 * code the pieces and `<wbr>` of src/plugins/inline-code-breaks.ts, across
 * which a placeholder may run.
 */
import React from 'react';
import {render} from '@testing-library/react';
import {fillerFor} from '../../src/components/MyValues/fill';

const piece = (text: string) => <span className="code-piece">{text}</span>;

/** `Grant-CsTeamsAppPermissionPolicy -Identity "user@contoso.com" -PolicyName "Insights pilot"` as inline code (access page). */
const INLINE = [
  piece('Grant-CsTeamsAppPermissionPolicy'),
  ' ',
  piece('-Identity'),
  ' ',
  piece('"user@contoso.'),
  <wbr key="w" />,
  piece('com"'),
  ' ',
  piece('-PolicyName'),
  ' ',
  piece('"Insights'),
  ' ',
  piece('pilot"'),
];

const show = (node: React.ReactNode) =>
  render(<code>{node}</code>).container.querySelector('code')!;

describe('fillerFor', () => {
  it('puts each value in place of its placeholder, across the pieces, marked, and keeps the rest', () => {
    const fill = fillerFor({userName: 'megan@contoso.com', permissionPolicy: "O'Brien Team"});
    const code = show(fill(INLINE, false));
    expect(code.textContent).toBe(
      "Grant-CsTeamsAppPermissionPolicy -Identity 'megan@contoso.com' -PolicyName 'O''Brien Team'",
    );
    expect(Array.from(code.querySelectorAll('mark[data-my-value]'), (m) => m.textContent)).toEqual([
      "'megan@contoso.com'",
      "'O''Brien Team'",
    ]);
    expect(code.querySelectorAll('wbr')).toHaveLength(1);
  });

  it('inserts a value as text, never as markup', () => {
    const code = show(fillerFor({permissionPolicy: '<img src=x onerror=alert(1)>'})(INLINE, false));
    expect(code.querySelector('img')).toBeNull();
    expect(code.textContent).toContain("'<img src=x onerror=alert(1)>'");
  });

  it('fills only the fields it has, and nothing when it has none of the code’s', () => {
    const fill = fillerFor({userName: 'megan@contoso.com'});
    expect(show(fill(INLINE, false)).textContent).toContain('-PolicyName "Insights pilot"');
    expect(fillerFor({appId: '11111111-2222-3333-4444-555555555555'})(INLINE, false)).toBeNull();
  });

  it('keeps the token spans of a code block around the value', () => {
    const block = [
      <span key="1" className="token function">
        Grant-CsTeamsAppSetupPolicy
      </span>,
      ' ',
      <span key="2" className="token operator">
        -
      </span>,
      <span key="3" className="token function">
        Group
      </span>,
      ' ',
      <span key="4" className="token string">
        "&lt;group-object-id&gt;"
      </span>,
      '\n',
    ];
    // JSX text "&lt;" is the character "<", as in the built page.
    const code = show(fillerFor({groupId: '11111111-2222-3333-4444-555555555555'})(block, true));
    expect(code.textContent).toBe(
      "Grant-CsTeamsAppSetupPolicy -Group '11111111-2222-3333-4444-555555555555'\n",
    );
    expect(code.querySelector('.token.string mark')?.textContent).toBe(
      "'11111111-2222-3333-4444-555555555555'",
    );
  });

  it('makes the admin consent address a link once every placeholder in it is filled', () => {
    const address =
      'https://login.microsoftonline.com/{organization}/adminconsent?client_id={client-id}\n';
    const partly = show(fillerFor({tenant: 'contoso.onmicrosoft.com'})(address, true));
    expect(partly.querySelector('a')).toBeNull();
    const filled = show(
      fillerFor({
        tenant: 'contoso.onmicrosoft.com',
        clientId: '11111111-2222-3333-4444-555555555555',
      })(address, true),
    );
    expect(filled.querySelector('a')?.getAttribute('href')).toBe(
      'https://login.microsoftonline.com/contoso.onmicrosoft.com/adminconsent?client_id=11111111-2222-3333-4444-555555555555',
    );
    expect(filled.querySelectorAll('mark')).toHaveLength(2);
  });
});
