import { describe, expect, it } from 'vitest';
import { vars } from './vars';

describe('vars', () => {
  it('names every token --pl-<group>-<kebab-name>', () => {
    expect(vars.color.brand).toBe('var(--pl-color-brand)');
    expect(vars.size.headerHeight).toBe('var(--pl-size-header-height)');
    expect(vars.zIndex.banner).toBe('var(--pl-z-index-banner)');
  });

  it('assigns the theme on :root with the agreed layout values', async () => {
    await import('./theme.css');
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--pl-size-header-height').trim()).toBe('67px');
    expect(root.getPropertyValue('--pl-size-banner-height').trim()).toBe('32px');
    expect(Number(root.getPropertyValue('--pl-z-index-banner'))).toBeGreaterThan(Number(root.getPropertyValue('--pl-z-index-header')));
    expect(Number(root.getPropertyValue('--pl-z-index-modal'))).toBeGreaterThan(Number(root.getPropertyValue('--pl-z-index-banner')));
  });
});
