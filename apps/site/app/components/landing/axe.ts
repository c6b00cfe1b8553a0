import { configureAxe } from 'vitest-axe';

/** jsdom cannot compute colours; contrast is checked by axe in the browser journeys. */
export const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });
