import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The one docs sidebar. Order here is the reading order; each category has a
 * generated index page at the slug the specification lists.
 *
 * A category's label is the section's one name: the sidebar, its index page
 * and the breadcrumbs show it, and the navbar and the footer are built from
 * it (docusaurus.config.ts). tests/unit/sidebar.test.ts checks that nothing
 * else names a section differently.
 */
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/getting-started',
        description:
          'Add the app from the Teams app store on desktop, web or mobile, and add its tab to a team channel.',
      },
      items: ['getting-started/add-the-teams-app'],
    },
    {
      type: 'category',
      label: 'Insights',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/insights',
        description:
          'Read what drives your team’s outcomes and measure whether a change you made helped.',
      },
      items: ['insights/drivers', 'insights/Impact'],
    },
    {
      type: 'category',
      label: 'Privacy & security',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/security--privacy',
        description:
          'What the app reads and never reads, who can see what, and how its AI is used responsibly.',
      },
      items: [
        'privacy-security/app-permissions',
        'privacy-security/user-privacy',
        'privacy-security/responsible-ai-use',
      ],
    },
    {
      type: 'category',
      label: 'For admins',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/for-admins',
        description:
          'Roll the app out to your organization: access, permissions and consent, setup policies and a deployment checklist.',
      },
      items: [
        'for-admins/setup-assistance',
        'for-admins/access',
        'for-admins/app-permissions',
        'for-admins/setup-policies',
      ],
    },
  ],
};

export default sidebars;
