import { config } from '@paperlight/eslint-config';
export default config({ packages: true });
