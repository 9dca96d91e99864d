/**
 * The theme's highlighted code block with Prism and the site's extra Prism
 * languages, loaded by ./loadHighlightedCodeBlock.ts (see
 * src/theme/CodeBlock/Content/String.tsx).
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlockString from '@theme-original/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';

prismIncludeLanguages(Prism);

const CodeBlockString = OriginalCodeBlockString as ComponentType<Props>;
export default CodeBlockString;
