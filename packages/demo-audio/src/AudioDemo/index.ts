export { AudioDemo } from './AudioDemo';
export type { AudioDemoProps } from './AudioDemo';
export { hasTranslatedTab, heardVersion, partsFor, takeawayItems } from './audioSample';
export type { AudioSample, SamplePart } from './audioSample';
