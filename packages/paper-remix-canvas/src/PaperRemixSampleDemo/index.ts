export { PaperRemixSampleDemo, SAMPLE_NOT_FOUND_TEXT, SAMPLE_NOT_FOUND_TITLE } from './PaperRemixSampleDemo';
export type { PaperRemixSampleDemoProps } from './PaperRemixSampleDemo';
export { createSampleAdapter, sampleFileUrl } from './sampleAdapter';
