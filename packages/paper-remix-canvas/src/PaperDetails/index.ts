export { detailsOf } from './details';
export { NO_DETAILS_MESSAGE, PaperDetails } from './PaperDetails';
export type { PaperDetailsProps } from './PaperDetails';
export { DETAILS_EDIT_INTRO, PaperDetailsForm, SAVE_DETAILS_FAILED_MESSAGE } from './PaperDetailsForm';
export type { PaperDetailsFormProps } from './PaperDetailsForm';
