/**
 * Swizzled (ejected) `@theme/ColorModeToggle`: the navbar's colour-mode
 * button. The navbar wrapper (`@theme/Navbar/ColorModeToggle`) still reads
 * and sets the mode through theme-common's `useColorMode`, which stores it
 * under the key `theme` and keeps working when storage is blocked.
 *
 * Why ejected rather than wrapped: the accessible name is built inside the
 * original ('Switch between dark and light mode (currently …)') and cannot be
 * changed from outside; this one says what the button does and the current
 * mode: 'Switch to dark mode (currently light mode)'. Other changes:
 * - `aria-pressed` and `aria-live` are gone: the name already states the mode,
 *   and a pressed state next to a name that changes contradicts it;
 * - enabled after this component mounts, not after app hydration
 *   (`useIsBrowser`), because the app-level crash page renders outside the
 *   provider that hook reads, which would leave the button disabled there;
 * - until it is enabled, its name is the same on the server and in the
 *   browser's first render ('Switch between dark and light mode'): the server
 *   renders the default mode, the browser's first render already the stored
 *   one, and React keeps server attributes that differ at hydration, so a
 *   reader with a stored dark mode kept the name '… (currently light mode)'.
 *   Once mounted, React updates the name like any other change;
 * - a visible focus ring in both colour modes;
 * - its names are written out in English, as every other text of the site
 *   (it has one locale), not looked up with `translate`;
 * - the icon shown follows `data-theme`, treating anything but 'dark' as
 *   light: with storage blocked, Docusaurus's inline head script sets
 *   `data-theme="undefined"` until React starts, and the original CSS then
 *   showed both icons.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useHydrated} from '../../browser/useHydrated';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import type {Props} from '@theme/ColorModeToggle';
import styles from './styles.module.css';

export function colorModeToggleLabel(value: Props['value']): string {
  return value === 'dark'
    ? 'Switch to light mode (currently dark mode)'
    : 'Switch to dark mode (currently light mode)';
}

/** The name before the button works: it cannot depend on the mode, which the server does not know. */
export const UNMOUNTED_LABEL = 'Switch between dark and light mode';

function ColorModeToggle({className, buttonClassName, value, onChange}: Props): ReactNode {
  // False in the server's HTML and the first render of hydration, true once the page is
  // interactive.
  const mounted = useHydrated();
  const label = mounted ? colorModeToggleLabel(value) : UNMOUNTED_LABEL;
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx(
          'clean-btn',
          styles.toggleButton,
          !mounted && styles.toggleButtonDisabled,
          buttonClassName,
        )}
        type="button"
        onClick={() => onChange(value === 'dark' ? 'light' : 'dark')}
        disabled={!mounted}
        title={label}
        aria-label={label}>
        <IconLightMode
          aria-hidden="true"
          className={clsx(styles.toggleIcon, styles.lightToggleIcon)}
        />
        <IconDarkMode
          aria-hidden="true"
          className={clsx(styles.toggleIcon, styles.darkToggleIcon)}
        />
      </button>
    </div>
  );
}

export default React.memo(ColorModeToggle);
