export {
  AltTextDemo,
  AltTextResults,
  COPIED_NOTICE_MS,
  countWords,
  fetchErrorMessage,
  formatWordCount,
  SignUpCall,
  useAltTextSample,
  visibleTag,
} from './AltTextDemo';
export type { AltTextDemoProps, AltTextResultsProps, AltTextSample, AltTextSampleState } from './AltTextDemo';
