/**
 * Local plugin: writes `robots.txt` after the build, pointing search engines
 * at the sitemap and keeping them off the search results page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {siteRootUrl} from '../node/siteSettings';

function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /search', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig}) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteRootUrl(siteConfig)));
    },
  };
}
