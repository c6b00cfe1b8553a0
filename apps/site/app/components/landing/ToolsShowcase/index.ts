export { ToolsShowcase } from './ToolsShowcase';
export type { ToolsShowcaseProps } from './ToolsShowcase';
export { SHOWCASE_DEMOS, showcaseToolOf, showcaseTools } from './showcase';
export type { GenerateRequest, ShowcaseDemo, ShowcaseSample, ShowcaseTool, ShowcaseToolId } from './showcase';
