import { createGlobalThemeContract } from '@vanilla-extract/css';

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Design tokens as CSS custom properties named `--pl-<group>-<token>`, e.g. `--pl-color-brand`.
 * Values are assigned once on `:root` by the theme inside `@paperlight/ui-kit/styles.css`,
 * so any app can also override them with plain CSS.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: null,
      brandHover: null,
      brandActive: null,
      brandSubtle: null,
      onBrand: null,
      ink: null,
      text: null,
      muted: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      border: null,
      borderStrong: null,
      focus: null,
      overlay: null,
      success: null,
      successSubtle: null,
      onSuccess: null,
      danger: null,
      dangerHover: null,
      dangerSubtle: null,
      onDanger: null,
      warning: null,
      warningSubtle: null,
      onWarning: null,
    },
    font: { body: null, heading: null, mono: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
    fontWeight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    radius: { sm: null, md: null, lg: null, xl: null, full: null },
    shadow: { sm: null, md: null, lg: null, focus: null },
    zIndex: { header: null, banner: null, modal: null, toast: null },
    size: { headerHeight: null, bannerHeight: null },
    motion: { fast: null, modal: null, easing: null },
  },
  (_value, path) => `pl-${path.map(kebab).join('-')}`,
);
