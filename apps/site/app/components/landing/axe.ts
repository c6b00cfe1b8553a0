/** jsdom cannot compute colours; contrast is checked by axe in the browser journeys. */
export { axe } from '@paperlight/vitest-config/react';
