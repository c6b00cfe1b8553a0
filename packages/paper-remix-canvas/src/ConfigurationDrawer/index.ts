export { ConfigurationDrawer } from './ConfigurationDrawer';
export type { ConfigurationDrawerProps } from './ConfigurationDrawer';
