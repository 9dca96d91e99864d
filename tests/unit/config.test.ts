import config from '../../docusaurus.config';
import {PRODUCT_NAME} from '../../src/data/product';

describe('site configuration', () => {
  it('uses the product name from its one place', () => {
    expect(PRODUCT_NAME).toBe('the product');
    expect(config.title).toBe('the product documentation');
    expect((config.themeConfig as {navbar: {title: string}}).navbar.title).toBe('the product Documentation');
  });
});
