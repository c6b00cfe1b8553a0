export { ToolsShowcase } from './ToolsShowcase';
export type { ToolsShowcaseProps } from './ToolsShowcase';
export { SHOWCASE_TOOLS } from './showcase';
export type { GenerateRequest, ShowcaseSample, ShowcaseTool, ShowcaseToolId } from './showcase';
