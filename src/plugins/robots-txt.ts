/**
 * Local plugin: writes `robots.txt` after the build, pointing search engines
 * at the sitemap and keeping them off the search results page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {siteRootUrl} from '../node/siteSettings';

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig}) {
      const lines = ['User-agent: *', 'Allow: /', 'Disallow: /search', '', `Sitemap: ${siteRootUrl(siteConfig)}/sitemap.xml`, ''];
      await fs.writeFile(path.join(outDir, 'robots.txt'), lines.join('\n'));
    },
  };
}
