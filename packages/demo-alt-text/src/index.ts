export {
  AltTextDemo,
  AltTextResults,
  COPIED_NOTICE_MS,
  countWords,
  fetchErrorMessage,
  FIGURE_SIZES,
  figureSrcSet,
  formatWordCount,
  SignUpCall,
  THUMBNAIL_SIZES,
  toAltTextSample,
  useAltTextSample,
  visibleTag,
} from './AltTextDemo';
export type { AltTextDemoProps, AltTextResultsProps, AltTextSample, AltTextSampleState } from './AltTextDemo';
