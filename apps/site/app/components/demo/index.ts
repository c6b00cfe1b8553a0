export { DemoLauncher } from './DemoLauncher';
export type { AudioOptionsDialogLoader, AudioOptionsDialogProps, DemoLauncherProps } from './DemoLauncher';
export { DemoSkeleton, DemoStage, UnknownTool } from './DemoStage';
export type { DemoStageProps } from './DemoStage';
export { AUDIO_OPTIONS_DIALOG, DEMOS } from './demos';
export type { DemoLoader, DemoProps } from './demos';
export { DEMO_STYLESHEETS } from './demoStyles';
export { DEMO_MARKS } from './lazyDemo';
