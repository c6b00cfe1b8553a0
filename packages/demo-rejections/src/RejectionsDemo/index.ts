export { RejectionsDemo } from './RejectionsDemo';
export type { RejectionsDemoProps } from './RejectionsDemo';
export { RejectionsReport } from './RejectionsReport';
export type { RejectionsReportProps } from './RejectionsReport';
export { ReportSkeleton } from './ReportSkeleton';
export { fetchRejectionsSample, useRejectionsResult } from './useRejectionsResult';
export type { RejectionsState } from './useRejectionsResult';
