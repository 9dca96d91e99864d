// What the directives become in a page is checked through the twins
// (tests/unit/markdown-twins.test.ts), which run the same code.
import {applyFacts} from '../../src/plugins/remark-product-data';
import {factValues} from '../../src/node/siteSettings';

const values = {...factValues, supportEmail: 'help@example.org'};

describe(':fact[key] and the permission tables', () => {
  it('fails the build on an unknown fact, naming the file and line', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [{type: 'textDirective', name: 'fact', children: [{type: 'text', value: 'minGroupSise'}], position: {start: {line: 7, column: 3}}}],
        },
      ],
    };
    expect(() => applyFacts(tree, values, {path: 'docs/x.mdx'})).toThrow(/^docs\/x\.mdx:7: unknown fact ":fact\[minGroupSise\]"/);
  });

});
