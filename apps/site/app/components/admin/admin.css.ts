import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const nav = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
});

export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const navLinkActive = style([navLink, { background: vars.color.brandSubtle, color: vars.color.ink }]);

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.ink, margin: 0 });

// minmax(0, 1fr) and anywhere-wrapping keep a long e-mail inside the card on a phone.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const factLabel = style({ color: vars.color.muted });

export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const checkboxRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, border: 'none', padding: 0, margin: 0 });

// Items keep their own height (an error under one field does not stretch its neighbours).
export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'start',
});

export const field = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const control = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.regular,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
});

/** A form control that fills its field (a select with long options stays inside the card). */
export const controlFill = style([control, { width: '100%', minWidth: 0, boxSizing: 'border-box' }]);

export const controlInvalid = style([controlFill, { borderColor: vars.color.danger, borderWidth: 2 }]);

export const fieldError = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const message = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const success = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const pre = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const wide = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** A second, quieter line in a table cell (a contact's designation). */
export const cellDetail = style({ display: 'block', color: vars.color.muted, fontSize: vars.fontSize.sm });

/**
 * An e-mail address in a table cell. 'break-word' rather than 'anywhere': the address's own width
 * counts as the column's minimum, up to 24ch on a phone (the table scrolls sideways there) and 36ch
 * in the consoles' full width from 1200 px (decision 0170), so an ordinary address keeps one line
 * and only a longer one wraps, inside its column.
 */
export const cellEmail = style({
  display: 'block',
  maxWidth: '24ch',
  overflowWrap: 'break-word',
  '@media': { 'screen and (min-width: 1200px)': { maxWidth: '36ch' } },
});

export const cellText = style({ display: 'block', maxWidth: '22ch', overflowWrap: 'anywhere' });

export const cellLongText = style({ display: 'block', minWidth: '16ch', maxWidth: '40ch', overflowWrap: 'anywhere' });

// Audit cells keep a readable width on a phone (the table scrolls in its region instead of
// squeezing an address to four letters a line) and wrap at 1440 px so Change stays on screen.
export const cellTime = style({ display: 'block', whiteSpace: 'nowrap' });
export const cellActor = style({ display: 'block', minWidth: '16ch', maxWidth: '24ch', overflowWrap: 'anywhere' });
export const cellTarget = style({ display: 'block', minWidth: '18ch', maxWidth: '28ch', overflowWrap: 'anywhere' });
export const cellChange = style({ display: 'block', minWidth: '22ch', maxWidth: '44ch', overflowWrap: 'anywhere' });
// The fields of one audited change, one a line.
export const changeList = style([cellChange, { margin: 0, paddingLeft: vars.space.md, display: 'grid', gap: vars.space.xxs }]);

// Phones: the first column of an administration table (the name, or the time of a change) stays in
// view while the others scroll sideways under it; opaque so they do not show through.
const PHONE = 'screen and (max-width: 599.98px)';
const sticky = { position: 'sticky', left: 0, zIndex: 1, boxShadow: `inset -1px 0 0 ${vars.color.border}` } as const;
export const stickyHead = style({ '@media': { [PHONE]: { ...sticky, background: vars.color.surfaceSunken } } });
export const stickyCell = style({
  '@media': { [PHONE]: { ...sticky, background: vars.color.surface, maxWidth: '40vw', overflowWrap: 'anywhere' } },
});
