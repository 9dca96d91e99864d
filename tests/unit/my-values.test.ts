/**
 * "Use my values" (src/data/myValues.ts): where values go in the admin
 * pages' commands, which values are taken, and how they are quoted for
 * PowerShell, checked against PowerShell's quoting rules as Microsoft
 * documents them (tests/support/powershellArguments.ts), not against the
 * site's own function.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  FIELDS,
  canBecomeValid,
  isValid,
  placeholdersIn,
  psQuote,
  written,
  type Field,
} from '../../src/data/myValues';
import {psArguments, psParameter} from '../support/powershellArguments';
import {ROOT} from '../support/site';

describe('the PowerShell reader of the tests (its own examples from Microsoft’s documentation)', () => {
  const values = (line: string) =>
    psArguments(line).map((arg) => (arg.computed ? null : arg.value));

  it('reads verbatim strings as written, a doubled quotation mark as one', () => {
    // about_Quoting_Rules: 'don''t' gives don't; a double-quoted phrase inside single quotes.
    expect(values("Write-Output 'don''t'")).toEqual(['Write-Output', "don't"]);
    expect(values(`Write-Output 'As they say, "live and learn."'`)).toEqual([
      'Write-Output',
      'As they say, "live and learn."',
    ]);
    expect(values("Write-Output 'The value of $i is $i.'")).toEqual([
      'Write-Output',
      'The value of $i is $i.',
    ]);
    // The specification's example: 'What''s the time?'.
    expect(values("'What''s the time?'")).toEqual(["What's the time?"]);
  });

  it('reads expandable strings: doubled quotation marks, backtick escapes, and reports substitution', () => {
    expect(values('Write-Output "As they say, ""live and learn."""')).toEqual([
      'Write-Output',
      'As they say, "live and learn."',
    ]);
    expect(values('"Use a quotation mark (`") to begin a string."')).toEqual([
      'Use a quotation mark (") to begin a string.',
    ]);
    expect(psArguments('"The value of $i is $i."')[0]!.computed).toBe(true);
    expect(psArguments('"The value of `$i is 5."')[0]).toEqual({
      value: 'The value of $i is 5.',
      computed: false,
    });
  });

  it('takes the typographic quotation marks for quotation marks, as the specification lists them', () => {
    expect(values('Write-Output \u2018it\u2019\u2019s\u2019')).toEqual(['Write-Output', 'it’s']);
    expect(() => psArguments("'O'Brien Team'")).toThrow();
    expect(() => psArguments("'O\u2019Brien'")).toThrow();
  });
});

describe('psQuote', () => {
  const VALUES = [
    "O'Brien Team",
    'O’Brien Team',
    '‘Pilot’ ‚low‛',
    "''",
    "'",
    'Insights pilot',
    '$env:USERNAME',
    '$(Remove-Item C:\\ -Recurse)',
    'back`tick `n',
    '"quoted" “and” „more”',
    'a; Remove-Item *',
    'tab\tand emoji 😀',
    'C:\\path\\',
  ];

  it.each(VALUES)(
    '%s reaches the command as that value, one argument, nothing substituted',
    (value) => {
      const command = `Grant-CsTeamsAppSetupPolicy -PolicyName ${psQuote(value)} -Rank 1`;
      expect(psParameter(command, '-PolicyName')).toEqual({value, computed: false});
      expect(psArguments(command).map((arg) => !arg.computed && arg.value)).toEqual([
        'Grant-CsTeamsAppSetupPolicy',
        '-PolicyName',
        value,
        '-Rank',
        '1',
      ]);
    },
  );
});

describe('placeholdersIn', () => {
  it('finds a placeholder that is a whole quoted argument, and replaces the quotes with its own', () => {
    const command =
      'Grant-CsTeamsAppSetupPolicy -Group "<group-object-id>" -PolicyName "Insights pilot" -Rank 1';
    const found = placeholdersIn(command);
    expect(found.map((p) => [command.slice(p.start, p.end), p.field])).toEqual([
      ['"<group-object-id>"', 'groupId'],
      ['"Insights pilot"', 'setupPolicy'],
    ]);
    expect(found.every((p) => p.as === 'powershell')).toBe(true);
  });

  it('tells a permission policy from a setup policy by the command on its line', () => {
    const text =
      'Grant-CsTeamsAppPermissionPolicy -Identity "user@contoso.com" -PolicyName "Insights pilot"\nNew-CsBatchPolicyAssignmentOperation -PolicyType TeamsAppSetupPolicy -PolicyName "Insights pilot" -OperationName "Insights pilot"';
    expect(placeholdersIn(text).map((p) => p.field)).toEqual([
      'userName',
      'permissionPolicy',
      'setupPolicy',
    ]);
  });

  it('finds the placeholders of the admin consent address, percent-encoded there', () => {
    const address =
      'https://login.microsoftonline.com/{organization}/adminconsent?client_id={client-id}';
    const found = placeholdersIn(address);
    expect(found.map((p) => [address.slice(p.start, p.end), p.field, p.as])).toEqual([
      ['{organization}', 'tenant', 'url'],
      ['{client-id}', 'clientId', 'url'],
    ]);
    expect(written(found[0]!, 'contoso.onmicrosoft.com')).toBe('contoso.onmicrosoft.com');
    expect(written(found[0]!, 'a b/c?d')).toBe('a%20b%2Fc%3Fd');
  });

  it('leaves a placeholder that prose names on its own', () => {
    for (const text of ['<app-id>', '{organization}', '{client-id}', 'user@contoso.com'])
      expect(placeholdersIn(text)).toEqual([]);
  });

  // The placeholders (issue 47), looked for with a plain text search: every one in a
  // command of the admin pages is found, and only the ones prose names on their own are not.
  const TOKENS = [
    '<app-id>',
    '<group-object-id>',
    '<app-version>',
    'user@contoso.com',
    '<pilot-user>',
    '{organization}',
    '{client-id}',
  ];
  const pages = fs
    .readdirSync(path.join(ROOT, 'docs/for-admins'))
    .map((file) => path.join('docs/for-admins', file));

  it.each(pages)('%s: every placeholder in a command is found', (file) => {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const code = [
      ...[...source.matchAll(/^```\w*\n([\s\S]*?)^```/gm)].map((m) => m[1]!),
      ...[...source.replace(/^```[\s\S]*?^```/gm, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!),
    ];
    for (const text of code) {
      const count = TOKENS.reduce((sum, token) => sum + text.split(token).length - 1, 0);
      const alone = TOKENS.includes(text.trim());
      const found = placeholdersIn(text).filter(
        (p) => !/Insights pilot/.test(text.slice(p.start, p.end)),
      );
      expect(found.length, text).toBe(alone ? 0 : count);
    }
  });
});

describe('which values are taken', () => {
  const guids = ['clientId', 'appId', 'groupId'] as const;

  it('takes a GUID in a GUID field, in either case, and nothing else', () => {
    for (const field of guids) {
      expect(isValid(field, '11111111-2222-3333-4444-555555555555')).toBe(true);
      expect(isValid(field, '2B876F4D-2E6B-4EE7-9B09-8893808C1380')).toBe(true);
      expect(isValid(field, 'not-a-guid')).toBe(false);
      expect(isValid(field, '11111111-2222-3333-4444-55555555555')).toBe(false);
      expect(isValid(field, '{11111111-2222-3333-4444-555555555555}')).toBe(false);
    }
  });

  it('says at once when a value can no longer become valid, and waits while it can', () => {
    expect(canBecomeValid('groupId', 'not-a-guid')).toBe(false);
    expect(canBecomeValid('groupId', '1111')).toBe(true);
    expect(canBecomeValid('groupId', '11111111-22')).toBe(true);
    expect(canBecomeValid('groupId', '111111112')).toBe(false);
    expect(canBecomeValid('userName', 'megan')).toBe(true);
    expect(canBecomeValid('userName', 'megan smith')).toBe(false);
    expect(canBecomeValid('appVersion', '1.0')).toBe(true);
    expect(canBecomeValid('appVersion', 'v1')).toBe(false);
  });

  it('takes a tenant ID or a domain name for the tenant', () => {
    expect(isValid('tenant', '11111111-2222-3333-4444-555555555555')).toBe(true);
    expect(isValid('tenant', 'contoso.onmicrosoft.com')).toBe(true);
    expect(isValid('tenant', 'contoso')).toBe(false);
    expect(isValid('tenant', 'https://contoso.com')).toBe(false);
  });

  it('takes a sign-in name with one @ and a domain', () => {
    expect(isValid('userName', 'megan@contoso.com')).toBe(true);
    expect(isValid('userName', "o'brien@contoso.onmicrosoft.com")).toBe(true);
    expect(isValid('userName', 'megan')).toBe(false);
    expect(isValid('userName', 'megan@contoso')).toBe(false);
    expect(isValid('userName', 'me gan@contoso.com')).toBe(false);
  });

  it('takes an app version of three numbers (the manifest’s form, 4.1.2 in Microsoft’s example)', () => {
    expect(isValid('appVersion', '4.1.2')).toBe(true);
    expect(isValid('appVersion', '1.0')).toBe(false);
    expect(isValid('appVersion', '1.0.0-beta')).toBe(false);
  });

  it('takes any policy name on one line', () => {
    expect(isValid('setupPolicy', "O'Brien Team")).toBe(true);
    expect(isValid('permissionPolicy', 'Pilot $1')).toBe(true);
    expect(isValid('setupPolicy', '')).toBe(false);
    expect(isValid('setupPolicy', 'a\nb')).toBe(false);
  });

  it('names the expected form in every field’s message', () => {
    for (const field of Object.keys(FIELDS) as Field[]) {
      expect(FIELDS[field].expected).toMatch(/^Enter /);
      expect(FIELDS[field].label.length).toBeGreaterThan(3);
    }
    expect(FIELDS.groupId.expected).toMatch(/GUID/);
    expect(FIELDS.userName.expected).toMatch(/@/);
  });
});
