// @vitest-environment jsdom
/**
 * Inline code (src/theme/CodeInline): where a name may continue on the next
 * line. The pieces always join up to the text as written, so copying it,
 * the search index and the Markdown twin see the same code.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import CodeInline, {codeSegments} from '../../src/theme/CodeInline';

describe('codeSegments', () => {
  it.each([
    ['/for-admins/setup-policies', ['/for-admins', '/setup-policies']],
    ['Microsoft.Teams.Policy', ['Microsoft', '.Teams', '.Policy']],
    ['Grant-CsTeamsAppSetupPolicy', ['Grant-CsTeamsAppSetupPolicy']],
    ['Set-CsTeamsAppSetupPolicy -Identity "Insights pilot"', ['Set-CsTeamsAppSetupPolicy', ' ', '-Identity', ' ', '"Insights', ' ', 'pilot"']],
    ['https://login.microsoftonline.com/common/adminconsent?client_id={id}', ['https://login', '.microsoftonline', '.com', '/common', '/adminconsent', '?client_id={id}']],
    ['e.g.', ['e', '.g.']],
    ['.env', ['.env']],
  ])('%s', (text, pieces) => {
    expect(codeSegments(text)).toEqual(pieces);
    expect(codeSegments(text).join('')).toBe(text);
  });
});

describe('CodeInline', () => {
  it('keeps each piece of a name whole, and the text as written', () => {
    const html = renderToStaticMarkup(<CodeInline>{'Grant-CsTeamsAppSetupPolicy -Global'}</CodeInline>);
    const code = new DOMParser().parseFromString(html, 'text/html').querySelector('code')!;
    expect(Array.from(code.querySelectorAll('span')).map((span) => span.textContent)).toEqual(['Grant-CsTeamsAppSetupPolicy', '-Global']);
    expect(code.textContent).toBe('Grant-CsTeamsAppSetupPolicy -Global');
  });

  it('leaves a word with nowhere to break as it is', () => {
    expect(renderToStaticMarkup(<CodeInline>{'openid'}</CodeInline>)).toBe('<code>openid</code>');
  });
});
