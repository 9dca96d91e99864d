/**
 * What the site keeps in the reader's browser, and under which keys: the one
 * list, for a reader or a reviewer who asks what is stored. Nothing of it is
 * ever sent anywhere.
 *
 * Besides these, the theme keeps the colour mode (`theme`) and a closed
 * announcement (src/plugins/announcement-bar.ts) in localStorage.
 *
 * Browser-safe: no imports.
 */

/** The values a reader typed into "Use my values" (src/components/MyValues): sessionStorage, or localStorage when they tick "Remember on this device". */
export const MY_VALUES_KEY = 'myValues';

/** The way the reader chose, Teams admin center or PowerShell (src/components/Ways): localStorage. */
export const WAY_STORAGE_KEY = 'taskWay';
