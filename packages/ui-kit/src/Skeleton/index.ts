export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
export { AnalyticsSkeleton } from './AnalyticsSkeleton';
export type { AnalyticsSkeletonProps } from './AnalyticsSkeleton';
