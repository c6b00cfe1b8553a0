export { RejectionsDemo, RejectionsReport, ReportSkeleton, fetchRejectionsSample, useRejectionsResult } from './RejectionsDemo';
export type { RejectionsDemoProps, RejectionsReportProps, RejectionsState } from './RejectionsDemo';
export {
  JournalFilter,
  LIST_MAX_HEIGHT,
  MESSAGE_NO_MATCH,
  MESSAGE_TOO_SHORT,
  MIN_SEARCH_CHARS,
  SEARCH_DEBOUNCE_MS,
  searchJournals,
} from './JournalFilter';
export type { JournalFilterProps } from './JournalFilter';
export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export { ApcRevenueChart, CitationsChart, DonutChart, TimeToPublicationChart, TOP_8_PALETTE } from './charts';
export type { ApcRevenueChartProps, CitationsChartProps, DonutChartProps, TimeToPublicationChartProps } from './charts';
export { MANUSCRIPTS_TABLE_OPTIONS, ManuscriptsTable, useUrlTableState } from './ManuscriptsTable';
export type { ManuscriptsTableProps } from './ManuscriptsTable';
export {
  addMonths,
  bucketPercentages,
  capAtToday,
  clickDay,
  cutLabel,
  CITATION_LABEL_MAX,
  DAY_BUCKETS,
  DONUT_LABEL_MAX,
  DONUT_SLICES,
  donutSlices,
  formatDollars,
  formatPublicationDate,
  MIN_WAIT_MS,
  pageOf,
  parseIsoDay,
  percentOf,
  pickDay,
  positiveApc,
  presetRange,
  RANGE_PRESETS,
  sortManuscripts,
  SORTABLE_COLUMNS,
} from './report';
export type { Bucket, DayRange, IsoDay, Slice, SortableColumn } from './report';
