export { GenSearchDemo, isGuestLimited } from './GenSearchDemo';
export type { DiscoveryHref, GenSearchDemoProps } from './GenSearchDemo';
export { CITATION_PATTERN, citedIds, parseCitations, stripCitations } from './citations';
export type { SummarySegment } from './citations';
export { discoveryPath, slugify } from './slugify';
export { authorsShort, citationLabel, familyName, sourceYear } from './authorLabel';
export { CHAR_MS, SKELETON_ROWS, STEP_COUNT, STEP_LABELS, STEP_MS, timelineAt, totalDurationMs } from './timeline';
export type { Timeline } from './timeline';
