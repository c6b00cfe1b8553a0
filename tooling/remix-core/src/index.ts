export * from './contracts';
export {
  claimJob,
  claimNextJob,
  connected,
  createJob,
  failJob,
  findUpstream,
  GENERIC_MESSAGE,
  JobStop,
  loadPerCore,
  markCancelled,
  MAX_ATTEMPTS,
  parseJson,
  publicExecution,
  recoverJobs,
  recoverStaleJobs,
  RESTART_MESSAGE,
  TIMEOUT_MESSAGE,
  toStageNode,
} from './jobs';
export type { JobQueue, JobRuntime, StoredExecution } from './jobs';
export { createLocalStorage, createUrlSigner, FileTooLargeError, isValidKey, loadFilesSecret } from './storage';
export type { FileStorage, UrlSigner } from './storage';
