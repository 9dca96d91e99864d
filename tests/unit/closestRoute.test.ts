import {closestRoute, normalizePath} from '../../src/browser/closestRoute';

const entries = [
  {path: '/', title: 'Welcome'},
  {path: '/insights/Impact', title: 'Impact'},
  {path: '/insights/drivers', title: 'Drivers'},
  {path: '/for-admins/setup-policies', title: 'Setup policies'},
  {path: '/for-admins/app-permissions', title: 'App permissions for admins'},
  {path: '/privacy-security/app-permissions', title: 'App permissions'},
];

describe('closestRoute', () => {
  it('matches a wrong-case path', () => {
    expect(closestRoute('/insights/impact', entries)?.path).toBe('/insights/Impact');
  });
  it('matches a typo', () => {
    expect(closestRoute('/for-admins/setup-polices', entries)?.path).toBe(
      '/for-admins/setup-policies',
    );
    expect(closestRoute('/insights/driver', entries)?.path).toBe('/insights/drivers');
  });
  it('matches a page moved to another section by its last segment', () => {
    expect(closestRoute('/docs/drivers', entries)?.path).toBe('/insights/drivers');
  });
  it('ignores trailing slashes and index.html', () => {
    expect(closestRoute('/INSIGHTS/DRIVERS/index.html', entries)?.path).toBe('/insights/drivers');
  });
  it('suggests nothing for an unrelated path', () => {
    expect(closestRoute('/this/does/not/exist', entries)).toBeUndefined();
    expect(closestRoute('/', entries)).toBeUndefined();
  });
  it('normalizes and measures paths', () => {
    expect(normalizePath('/A/b/')).toBe('/a/b');
  });
});
