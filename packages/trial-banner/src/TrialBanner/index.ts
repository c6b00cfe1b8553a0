export { TrialBanner } from './TrialBanner';
export type { TrialBannerProps } from './TrialBanner';
export {
  formatDaysLeft,
  getPageOffset,
  getTrialBannerState,
  needsDaysLeft,
  normalizeDaysLeft,
  TRIAL_BANNER_HEIGHT,
  TRIAL_WARNING_DAYS,
} from './trialBannerState';
export type { TrialBannerState, TrialBannerStatus } from './trialBannerState';
