import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const section = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

/** Where a slide or scene comes from in the paper (issue 15). */
export const sources = style({ margin: 0, marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const tag = style({
  marginLeft: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

/**
 * A result's body is a size container: its layouts follow the room the result has (a 400 px side
 * panel on a 1440 px screen is narrow), not the screen's width.
 */
export const resultBody = style({ containerType: 'inline-size', width: '100%', minWidth: 0 });
/** Two columns once the result has this much room. */
const ROOMY = '(min-width: 640px)';

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  '@container': { [ROOMY]: { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});
export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const message = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.muted });
export const errorMessage = style({ margin: 0, color: vars.color.danger });

export const player = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const video = style({
  display: 'block',
  width: '100%',
  maxHeight: '70vh',
  backgroundColor: '#000',
  selectors: { ':fullscreen > &': { maxHeight: '100vh', height: '100%' } },
});
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const time = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });
export const quality = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const spacer = style({ flex: 1 });

export const frame = style({ position: 'relative', backgroundColor: '#000', borderRadius: vars.radius.lg, overflow: 'hidden' });
export const seek = style({ width: '100%', accentColor: vars.color.brand, minHeight: 24 });
export const chapters = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });
export const chapterList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2 });
export const chapter = style({
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  textAlign: 'left',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="true"]': { backgroundColor: vars.color.brandSubtle, color: vars.color.ink, fontWeight: vars.fontWeight.semibold },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
export const transcript = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});
export const transcriptBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxHeight: 320, overflowY: 'auto' });
export const cueTime = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.brand,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  textDecoration: 'underline',
});
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const linkList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const linkInput = style({
  flex: '1 1 240px',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

export const paperMeta = style({ margin: 0, color: vars.color.muted, lineHeight: vars.lineHeight.relaxed });
// Headings carry their own numbers ('2.3 Citation-Based…'), so the list adds none; two columns on wide screens.
export const sectionList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  lineHeight: vars.lineHeight.relaxed,
  '@container': { [ROOMY]: { columns: 2, columnGap: vars.space.lg } },
});
export const figureGrid = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@container': { [ROOMY]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: '#ffffff',
});
/** A storyboard scene's picture: the figure it puts on screen, at most a third of a laptop screen tall. */
export const sceneImage = style({
  display: 'block',
  marginBlockEnd: vars.space.sm,
  maxWidth: '100%',
  width: 'auto',
  height: 'auto',
  maxHeight: 280,
  objectFit: 'contain',
  backgroundColor: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const figureImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: 360,
  objectFit: 'contain',
  backgroundColor: '#ffffff',
});
export const figureCaption = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
export const figureLabel = style({ display: 'block', fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
