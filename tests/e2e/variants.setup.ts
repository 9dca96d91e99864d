/**
 * The "variant builds" setup project (playwright.config.ts): each extra
 * build the specs of the "variant builds" project use is made here, once,
 * before they run, while the other worker runs the other specs. A build
 * that fails fails the run with the build's own output.
 */
import {test as setup} from '@playwright/test';
import {buildVariant} from './support/variantBuild';
import {VARIANTS, type Variant} from './support/variants';

for (const [name, variant] of Object.entries(VARIANTS) as [string, Variant][]) {
  setup(`build: ${name}`, () => {
    // A production build takes about a minute on an idle 2-core machine; allow for a busy one.
    setup.setTimeout(300_000);
    buildVariant(name, variant.env, variant.edit, variant.args);
  });
}
