export { AltTextDemo } from './AltTextDemo';
export type { AltTextDemoProps } from './AltTextDemo';
export { AltTextResults, SignUpCall } from './AltTextResults';
export type { AltTextResultsProps } from './AltTextResults';
export { COPIED_NOTICE_MS, countWords, fetchErrorMessage, formatWordCount, visibleTag } from './altTextRules';
export { useAltTextSample } from './useAltTextSample';
export type { AltTextSample, AltTextSampleState } from './useAltTextSample';
