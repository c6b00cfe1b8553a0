export {
  formatDaysLeft,
  getPageOffset,
  getTrialBannerState,
  needsDaysLeft,
  normalizeDaysLeft,
  TrialBanner,
  TRIAL_BANNER_HEIGHT,
  TRIAL_WARNING_DAYS,
} from './TrialBanner';
export type { TrialBannerProps, TrialBannerState, TrialBannerStatus } from './TrialBanner';
