export { FullAiSuite, SUITE_TABS } from './FullAiSuite';
export type { FullAiSuiteProps, SuiteTool } from './FullAiSuite';
