export { DEMO_HREF, SIGN_UP_HREF, ToolPage } from './ToolPage';
export type { RelatedTool, ToolPageProps } from './ToolPage';
