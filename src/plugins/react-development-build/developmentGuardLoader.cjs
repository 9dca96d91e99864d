// Loader of the react-development-build plugin (./index.ts): drops the guard
// that makes a React development file empty in a production bundle. Fails
// the build when the guard is not there, so a React upgrade that changes the
// files' shape cannot silently give the hydration test React's production build.
const GUARD = /^"production" !== process\.env\.NODE_ENV &&/m;

module.exports = function developmentGuardLoader(source) {
  if (!GUARD.test(source)) {
    throw new Error(`react-development-build: ${this.resourcePath} does not start with React's production guard`);
  }
  return source.replace(GUARD, 'true &&');
};
