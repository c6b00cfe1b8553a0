export { openDatabase, defaultDataDir, isBusyError } from './open';
export { loadSecret } from './secrets';
export { parseTrustProxy, parseEmbedOrigins, forwardedClientAddress, CLIENT_ADDRESS_HEADER, INTERNAL_KEY_HEADER } from './network';
export type { Database, DatabaseOptions } from './open';
export { migrateToLatest, migrateUpTo, migrationNames, listTables } from './migrate';
export { auditSearchText } from './migrations/0035_audit_activity';
export {
  SECURITY_EVENT_KINDS,
  SECURITY_OUTCOMES,
  SECURITY_LOG_DAYS_DEFAULT,
  recordSecurityEvent,
  securityLogDays,
  sweepSecurityEvents,
  countSecurityEvents,
  listSecurityEvents,
  latestSecurityEventsOf,
  eachSecurityEvent,
  usageOf,
} from './security-events';
export type {
  SecurityEventKind,
  SecurityOutcome,
  SecurityEventInput,
  SecurityEventFilters,
  SecurityEvent,
  UserUsage,
} from './security-events';
export { seed, seededAccounts, demoAccountsPresent, disableDemoAccounts } from './seed';
export { watchRevocations, REVOCATION_CHANNEL } from './revocations';
export type { RevocationWatch, RevocationWatchOptions } from './revocations';
export { endSessions, createEmailToken, sha256Hex, randomToken } from './accounts';
export type { SeededAccount } from './seed';
export { seedTools, toolSeeds } from './seed-tools';
export { TOOL_CATALOGUE, TOOL_CATEGORIES, TOOL_STATUSES, detailsOf } from './tool-catalogue';
export type { CatalogueTool, ToolDetails, ToolSample } from './tool-catalogue';
export { trialFlag, userToClaims, trialEndFor, TRIAL_DAYS } from './claims';
export type { UserClaims } from './claims';
export { sql } from 'kysely';
export type { Kysely, Transaction } from 'kysely';
export type {
  Schema,
  UsersTable,
  RefreshTokensTable,
  AuthCodesTable,
  LoginAttemptsTable,
  SigningKeysTable,
  SessionsTable,
  EmailTokensTable,
  SessionRow,
  EmailToken,
  AccountStatus,
  AuditLogEntry,
  User,
  NewUser,
  UserUpdate,
  RefreshToken,
  AuthCode,
  LoginAttempt,
  SigningKey,
  ToolsTable,
  ContactRequestsTable,
  ContactRequestNotesTable,
  ContactRequestNote,
  ContactReply,
  UserPreferencesTable,
  Tool,
  ContactRequest,
  NewContactRequest,
  ToolCategory,
  ToolStatus,
  ProjectsTable,
  ProjectNodesTable,
  JobsTable,
  FilesTable,
  JobStatus,
  Project,
  ProjectNode,
  Job,
  NodeVersion,
  NodeVersionsTable,
  StoredFile,
  DemoSamplesTable,
  SecurityEventsTable,
} from './schema';
