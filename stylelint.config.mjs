/** Stylelint for the site's CSS (`npm run lint:code`): the standard config; each change to it says why. */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    // Class names are Infima's (BEM: `navbar-sidebar__item--show`) or CSS
    // modules' (camelCase, as the components import them: `styles.tableContainer`);
    // neither can follow one pattern.
    'selector-class-pattern': null,
    // `:global(...)` is CSS modules' way to name a class that isn't the module's own.
    'selector-pseudo-class-no-unknown': [true, {ignorePseudoClasses: ['global']}],
  },
};
