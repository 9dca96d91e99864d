/**
 * The one tslib helper @docusaurus/utils-common calls in the browser bundle
 * (see src/plugins/slim-client-bundle.ts), re-exported so the bundler keeps
 * only it.
 */
export {__importDefault} from 'tslib';
