/**
 * The build side of the admin pages' task controls (src/plugins/task-controls.ts):
 * the inline script that applies the reader's way before the first paint,
 * `<UseMyValues />` given its page's fields, and the checks that fail the
 * build with the file and line.
 */
import vm from 'node:vm';
import {applyTaskControls, wayScript} from '../../src/plugins/task-controls';

type Node = Parameters<typeof applyTaskControls>[0];

const jsx = (
  name: string,
  attributes: Record<string, string> = {},
  children: Node[] = [],
  line = 1,
): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({
    type: 'mdxJsxAttribute',
    name: key,
    value,
  })),
  children,
  position: {start: {line}},
});
const code = (value: string, line = 1): Node => ({type: 'code', value, position: {start: {line}}});
const inlineCode = (value: string): Node => ({
  type: 'paragraph',
  children: [{type: 'inlineCode', value}],
});
const root = (...children: Node[]): Node => ({type: 'root', children});
const file = {path: 'docs/for-admins/example.mdx'};

describe('<UseMyValues />', () => {
  it('gets the fields of its page’s commands, in the panel’s order', () => {
    const panel = jsx('UseMyValues');
    applyTaskControls(
      root(
        panel,
        code(
          'Grant-CsTeamsAppSetupPolicy -Group "<group-object-id>" -PolicyName "Insights pilot" -Rank 1',
        ),
        inlineCode('Update-M365TeamsApp -Id "<app-id>" -AppAssignmentType Everyone'),
        inlineCode('<client-id>'),
      ),
      file,
    );
    expect(panel.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'fields', value: 'appId groupId setupPolicy'},
    ]);
  });

  it('fails the build where a command has a placeholder and the page has no panel', () => {
    expect(() =>
      applyTaskControls(
        root(code('x', 3), code('Grant-CsTeamsAppSetupPolicy -Identity "user@contoso.com"', 7)),
        file,
      ),
    ).toThrow(/^docs\/for-admins\/example\.mdx:7: .*needs <UseMyValues \/>/);
  });

  it('fails the build for a panel on a page with nothing to fill, or a second panel', () => {
    expect(() =>
      applyTaskControls(root(jsx('UseMyValues', {}, [], 4), inlineCode('<app-id>')), file),
    ).toThrow(/^docs\/for-admins\/example\.mdx:4: .*remove it/);
    expect(() =>
      applyTaskControls(
        root(
          jsx('UseMyValues', {}, [], 2),
          code('-Group "<group-object-id>"'),
          jsx('UseMyValues', {}, [], 9),
        ),
        file,
      ),
    ).toThrow(/^docs\/for-admins\/example\.mdx:9: a page has one <UseMyValues \/>/);
  });

  it('leaves a page without placeholders or panel alone', () => {
    expect(() => applyTaskControls(root(code('Connect-MicrosoftTeams')), file)).not.toThrow();
  });
});

describe('<Ways>', () => {
  const way = (name: string) => jsx('Way', {name}, [{type: 'paragraph', children: []}]);

  it('holds one way of each name', () => {
    expect(() =>
      applyTaskControls(root(jsx('Ways', {}, [way('admin-center'), way('powershell')])), file),
    ).not.toThrow();
    expect(() =>
      applyTaskControls(root(jsx('Ways', {}, [way('powershell'), way('admin-center')])), file),
    ).not.toThrow();
  });

  it('fails the build, with the file and line, for anything else', () => {
    for (const children of [
      [way('admin-center')],
      [way('admin-center'), way('admin-center')],
      [way('admin-center'), way('PowerShell')],
      [way('admin-center'), way('powershell'), {type: 'paragraph'}],
    ])
      expect(() => applyTaskControls(root(jsx('Ways', {}, children, 12)), file)).toThrow(
        /^docs\/for-admins\/example\.mdx:12: <Ways> holds .*: it must hold one <Way name="admin-center"> and one <Way name="powershell">/,
      );
  });
});

describe('the inline script', () => {
  /** Runs the script as the browser would, at an address, with what localStorage holds. */
  function run(search: string, stored: string | null, storageThrows = false) {
    const attributes: Record<string, string> = {};
    const store = new Map(stored === null ? [] : [['taskWay', stored]]);
    const localStorage = {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('blocked');
        return store.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (storageThrows) throw new Error('blocked');
        store.set(key, value);
      },
    };
    vm.runInNewContext(wayScript(), {
      URLSearchParams,
      location: {search},
      localStorage,
      document: {
        documentElement: {
          setAttribute: (name: string, value: string) => (attributes[name] = value),
        },
      },
    });
    return {way: attributes['data-way'], stored: store.get('taskWay') ?? null};
  }

  it('shows the Teams admin center until the reader chooses', () => {
    expect(run('', null)).toEqual({way: 'admin-center', stored: null});
  });

  it('shows the stored choice', () => {
    expect(run('', 'powershell')).toEqual({way: 'powershell', stored: 'powershell'});
  });

  it('opens an address with ?with=powershell on PowerShell, and keeps that choice', () => {
    expect(run('?with=powershell', 'admin-center')).toEqual({
      way: 'powershell',
      stored: 'powershell',
    });
    expect(run('?q=x&with=admin-center', 'powershell')).toEqual({
      way: 'admin-center',
      stored: 'admin-center',
    });
  });

  it('ignores what is no way, and works when storage is blocked', () => {
    expect(run('?with=bash', 'nonsense')).toEqual({way: 'admin-center', stored: 'nonsense'});
    expect(run('?with=powershell', null, true).way).toBe('powershell');
    expect(run('', null, true).way).toBe('admin-center');
  });
});
