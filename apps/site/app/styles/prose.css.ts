import { vars } from '@paperlight/ui-kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** Long-form text (the accessibility statement): readable line length and rhythm. */
export const prose = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '72ch',
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${prose} h2`, {
  marginTop: vars.space.lg,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} ul, ${prose} ol`, { display: 'grid', gap: vars.space.xs, paddingLeft: vars.space.lg });
globalStyle(`${prose} ul`, { listStyle: 'disc' });
globalStyle(`${prose} ol`, { listStyle: 'decimal' });
globalStyle(`${prose} a`, { color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: 3 });
globalStyle(`${prose} a:focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 2 });
globalStyle(`${prose} strong`, { color: vars.color.ink });
