export { SIGN_UP_HREF, ToolPage, tryHref } from './ToolPage';
export type { RelatedTool, ToolPageProps, ToolPageTool } from './ToolPage';
export { ToolVisual } from './ToolVisual';
export type { ToolVisualSource } from './ToolVisual';
