export { AltTextDemo } from './AltTextDemo';
export type { AltTextDemoProps } from './AltTextDemo';
export { AltTextResults, SignUpCall } from './AltTextResults';
export type { AltTextResultsProps } from './AltTextResults';
export {
  COPIED_NOTICE_MS,
  countWords,
  fetchErrorMessage,
  FIGURE_SIZES,
  figureSrcSet,
  formatWordCount,
  THUMBNAIL_SIZES,
  visibleTag,
} from './altTextRules';
export { toAltTextSample, useAltTextSample } from './useAltTextSample';
export type { AltTextSample, AltTextSampleState } from './useAltTextSample';
