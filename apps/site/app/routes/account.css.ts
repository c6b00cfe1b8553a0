import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  overflowWrap: 'anywhere',
});

/** The danger zone stands apart by its border, not by a red button shouting from the page. */
export const danger = style({ borderColor: vars.color.danger });
