/**
 * "Use my values" (CONTRIBUTING.md, "Commands with the reader's values, and the
 * admin center or PowerShell switch"): the values a reader can put into the
 * admin pages' commands, where each goes, how each is checked, and how it is
 * written there. The one rule, read by the build (src/plugins/task-controls.ts:
 * which fields a page's panel shows), by the browser (the panel and the
 * filling, src/components/MyValues) and by the tests.
 *
 * Browser-safe: no imports.
 */

/** What a GUID field expects. */
const GUID_FORM =
  'Enter a GUID: 32 hexadecimal digits as 8-4-4-4-12, such as 00000000-0000-0000-0000-000000000000.';

export const FIELDS = {
  tenant: {
    label: 'Tenant ID or primary domain',
    hint: 'Your tenant ID, or a verified domain of your tenant such as contoso.onmicrosoft.com.',
    expected:
      'Enter a tenant ID (a GUID such as 00000000-0000-0000-0000-000000000000) or a domain name such as contoso.onmicrosoft.com.',
  },
  clientId: {
    label: 'Application (client) ID',
    hint: 'The Application ID on the app’s Overview page under Enterprise apps in the Microsoft Entra admin center.',
    expected: GUID_FORM,
  },
  appId: {
    label: 'Teams app ID',
    hint: 'The App ID on the app’s details page in Teams apps > Manage apps.',
    expected: GUID_FORM,
  },
  appVersion: {
    label: 'App version',
    hint: 'The version on the app’s details page in Teams apps > Manage apps.',
    expected: 'Enter a version of three numbers separated by dots, such as 1.0.3.',
  },
  groupId: {
    label: 'Group object ID',
    hint: 'The Object ID on the group’s Overview page in the Microsoft Entra admin center.',
    expected: GUID_FORM,
  },
  userName: {
    label: 'A user’s sign-in name',
    hint: 'The user principal name the person signs in with, such as megan@contoso.com.',
    expected: 'Enter a sign-in name with @, such as megan@contoso.com.',
  },
  setupPolicy: {
    label: 'Setup policy name',
    hint: 'The name of your custom app setup policy, as in Teams apps > Setup policies.',
    expected: 'Enter the policy’s name.',
  },
  permissionPolicy: {
    label: 'Permission policy name',
    hint: 'The name of your custom app permission policy, as in Teams apps > Permission policies.',
    expected: 'Enter the policy’s name.',
  },
} as const;

export type Field = keyof typeof FIELDS;

/** The fields in the order a panel lists them. */
export const FIELD_ORDER = Object.keys(FIELDS) as Field[];

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * Whether a value (trimmed) has the form its field needs. Teams app and
 * group IDs are GUIDs (the examples of Update-M365TeamsApp,
 * https://learn.microsoft.com/powershell/module/microsoftteams/update-m365teamsapp);
 * an app version is the manifest's three numbers (`-InstallVersion 4.1.2`
 * there). A policy name may be any text on one line: it is quoted (psQuote).
 */
export function isValid(field: Field, value: string): boolean {
  switch (field) {
    case 'tenant':
      return GUID.test(value) || DOMAIN.test(value);
    case 'clientId':
    case 'appId':
    case 'groupId':
      return GUID.test(value);
    case 'appVersion':
      return /^(0|[1-9]\d{0,8})(\.(0|[1-9]\d{0,8})){2}$/.test(value);
    case 'userName':
      return /^[^\s@]+@[^@]+$/.test(value) && DOMAIN.test(value.slice(value.indexOf('@') + 1));
    case 'setupPolicy':
    case 'permissionPolicy':
      return value !== '' && !/[\p{Cc}\p{Cf}]/u.test(value);
  }
}

/**
 * Whether typing on could still make the value valid: a GUID field holding
 * `not-a-guid` can't, `1111` can. The panel says what it expects at once
 * when a value can't become valid, and otherwise only once the reader
 * leaves the field.
 */
export function canBecomeValid(field: Field, value: string): boolean {
  if (field === 'clientId' || field === 'appId' || field === 'groupId' || field === 'tenant') {
    const guidPrefix = [...value].every((c, i) =>
      [8, 13, 18, 23].includes(i) ? c === '-' : /[0-9a-f]/i.test(c),
    );
    return value.length <= 36 && (guidPrefix || (field === 'tenant' && !/\s/.test(value)));
  }
  if (field === 'appVersion') return /^\d+(\.\d*){0,2}$/.test(value);
  if (field === 'userName') return !/\s/.test(value) && (value.match(/@/g) ?? []).length <= 1;
  return isValid(field, value) || value === '';
}

/**
 * PowerShell's verbatim (single-quoted) string of `value`: nothing inside is
 * expanded (no `$`, no backtick escapes), and each single quotation mark is
 * doubled ("To include a single quotation mark in a single-quoted string,
 * use a second consecutive single quote", about_Quoting_Rules,
 * https://learn.microsoft.com/powershell/module/microsoft.powershell.core/about/about_quoting_rules).
 * PowerShell also takes the typographic single quotation marks U+2018,
 * U+2019, U+201A and U+201B for one (the language specification,
 * §2.3.5.2, `single-quote-character`), and `O’Brien` pasted from a
 * document has one, so they are doubled too.
 */
export function psQuote(value: string): string {
  return `'${value.replace(/['\u2018\u2019\u201A\u201B]/g, '$&$&')}'`;
}

/** A place in a command's text where a value goes: the characters it replaces, and how the value is written there. */
export interface Placeholder {
  start: number;
  end: number;
  field: Field;
  /** `powershell`: a whole quoted argument, replaced by psQuote(value); `url`: part of an address, percent-encoded. */
  as: 'powershell' | 'url';
}

/** The placeholders the pages write as a quoted PowerShell argument ("<app-id>"), and their fields. */
const QUOTED: Record<string, Field> = {
  '<app-id>': 'appId',
  '<group-object-id>': 'groupId',
  '<app-version>': 'appVersion',
  'user@contoso.com': 'userName',
  '<pilot-user>': 'userName',
};

/** The placeholders of an address (`{organization}` in the admin consent address), and their fields. */
const IN_URL: Record<string, Field> = {
  '{organization}': 'tenant',
  '{client-id}': 'clientId',
};

/** The example policy name the commands use. */
const EXAMPLE_POLICY = '"Insights pilot"';

/**
 * Where values go in the text of a command (a code block or inline code):
 * a placeholder that is a whole double-quoted argument (`-Group
 * "<group-object-id>"`), the example policy name after `-PolicyName` (a
 * setup policy, or a permission policy in a line that names one), and a
 * placeholder inside an `https://` address. A placeholder on its own, as
 * prose names it (`<app-id>`, `{organization}`), is no command and stays.
 */
export function placeholdersIn(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const m of text.matchAll(/"([^"\n]*)"/g)) {
    const field = QUOTED[m[1]!];
    if (field) found.push({start: m.index, end: m.index + m[0].length, field, as: 'powershell'});
  }
  for (const m of text.matchAll(/-PolicyName +(?="Insights pilot")/g)) {
    const start = m.index + m[0].length;
    const line = text.slice(text.lastIndexOf('\n', start) + 1).split('\n')[0]!;
    const field = /TeamsAppPermissionPolicy/.test(line) ? 'permissionPolicy' : 'setupPolicy';
    found.push({start, end: start + EXAMPLE_POLICY.length, field, as: 'powershell'});
  }
  for (const url of text.matchAll(/https:\/\/\S+/g)) {
    for (const m of url[0].matchAll(/\{[a-z-]+\}/g)) {
      const field = IN_URL[m[0]];
      const start = url.index + m.index;
      if (field) found.push({start, end: start + m[0].length, field, as: 'url'});
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The text of a value where a placeholder stood. */
export function written(placeholder: Placeholder, value: string): string {
  return placeholder.as === 'url' ? encodeURIComponent(value) : psQuote(value);
}
