/**
 * Per-deployment settings, read once from the environment at build time.
 * docusaurus.config.ts and the build scripts (llms.txt, headers) import
 * these so that every output agrees.
 */
import {PRODUCT_NAME, DEFAULT_SUPPORT_EMAIL} from './product';
import {facts} from './facts';
import type {FactValues} from '../plugins/remark-facts';

/** Public URL of the deployed site (no trailing slash). */
export const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/** Support address shown on every page. */
export const supportEmail = process.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;

/** Everything `:fact[key]` can print in the docs. */
export const factValues: FactValues = {
  ...facts,
  productName: PRODUCT_NAME,
  supportEmail,
};
