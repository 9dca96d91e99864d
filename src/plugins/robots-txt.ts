/**
 * Local plugin: writes `robots.txt` after the build, pointing search engines
 * at the sitemap and keeping them off the search results page. The site's
 * root is its url: it is built for baseUrl '/' (src/node/siteSettings.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig}) {
      const lines = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /search',
        '',
        `Sitemap: ${siteConfig.url}/sitemap.xml`,
        '',
      ];
      await fs.writeFile(path.join(outDir, 'robots.txt'), lines.join('\n'));
    },
  };
}
