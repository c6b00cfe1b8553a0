import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { ToolCategory, ToolStatus } from './tool-catalogue';

export type { ToolCategory, ToolStatus };

/**
 * Booleans are stored as 0/1 integers and timestamps as ISO-8601 UTC text so that the
 * same queries and the same row shapes work on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string;
  name: string;
  /** Always lower-cased. */
  email: string;
  password_hash: string;
  is_admin: number;
  is_sales: number;
  is_tool_admin: number;
  /** `null` means the user has no trial (the trial flag is `null`). */
  trial_end_date: string | null;
  created_at: string;
  /** ISO time of the last successful sign-in (set by the sso); `null` before the first one. */
  last_sign_in_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** `active` or `suspended` (a suspended account cannot sign in and its sessions are ended). */
  status: ColumnType<AccountStatus, AccountStatus | undefined, AccountStatus>;
  /** When the owner proved the address (sign-up confirmation or a password reset). */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  password_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type AccountStatus = 'active' | 'suspended';

/**
 * A server-side session: `sso` for the sso's own sign-in cookie, `app` for a refresh-token family
 * held by the site (its id is the family id and the access tokens' `sid`).
 */
export interface SessionsTable {
  id: string;
  user_id: string;
  kind: 'sso' | 'app';
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A single-use emailed link: `reset` (password reset) or `signup` (confirm a new account). */
export interface EmailTokensTable {
  /** sha256 hex of the token in the link. */
  token_hash: string;
  kind: 'reset' | 'signup';
  email: string;
  user_id: string | null;
  /** JSON: for `signup` the pending name and password hash. */
  payload: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  /** sha256 hex of the token; the token itself is never stored. */
  token_hash: string;
  /** Absolute: 30 days from the start of the family, shared by every token in it. */
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
  /** The successor of a rotated token, encrypted with a key derived from this token (grace window). */
  next_token_enc: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuthCodesTable {
  code_hash: string;
  user_id: string;
  redirect_uri: string;
  code_challenge: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginAttemptsTable {
  /** `email:<address>` or `ip:<address>`. */
  key: string;
  failed_count: number;
  window_start: string;
  locked_until: string | null;
}

export interface SigningKeysTable {
  kid: string;
  /** AES-256-GCM ciphertext (`enc:v1:…`) of the private JWK; the key lives outside the database. */
  private_jwk: string;
  public_jwk: string;
  created_at: string;
  /** Set when a newer key took over; the key stays in the JWKS until its tokens have expired. */
  retired_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A tool of the catalogue (decision 0040); Tools Administration edits these rows, the whole site reads them. */
export interface ToolsTable {
  id: string;
  slug: string;
  name: string;
  category: ToolCategory;
  tagline: string;
  description: string;
  /** JSON text of `ToolDetails`: the tool page's copy. */
  details: string;
  status: ToolStatus;
  featured: number;
  sort_order: number;
  /** The site's guest demo id ('alt-text', 'gen-ai-search', …), or `null`. */
  demo: string | null;
  /** Where signed-in users work with the tool in this product, or `null` (the page offers Book a demo). */
  app_path: string | null;
  created_at: string;
  updated_at: string;
  /** When a tool administrator retired the tool (off the site, restorable), or `null`. */
  retired_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContactRequestsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  designation: string;
  note: string;
  user_id: string | null;
  ip: string;
  status: string;
  created_at: string;
  /** The sales person or administrator looking after the request (migration 0036), or `null`. */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address the limits count (IPv4 address, IPv6 /64; migration 0040), `null` before it. */
  client_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The network the limits count (IPv4 /24, IPv6 /48; migration 0040), `null` before it. */
  network: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A spent proof of work of the contact form (migration 0040): its nonce, kept until it expires. */
export interface ContactProofsTable {
  nonce: string;
  expires_at: string;
}

/** An internal note on a contact request, seen by sales and administrators only (migration 0036). */
export interface ContactRequestNotesTable {
  id: string;
  contact_request_id: string;
  author_id: string;
  /** Replaced by 'erased account' when the author's account is erased. */
  author_email: string;
  body: string;
  created_at: string;
}

/** One message of a contact request's thread (migration 0044): a reply sent from the console, or theirs logged by hand. */
export interface ContactRepliesTable {
  id: string;
  contact_request_id: string;
  /** `sent` (from the console) or `received` (their reply, logged by hand). */
  direction: string;
  /** The sales person or administrator who sent or logged it. */
  author_id: string;
  /** Replaced by 'erased account' when the author's account is erased. */
  author_email: string;
  subject: string;
  body: string;
  /** The saved template the reply started from, or `null`. */
  template: ColumnType<string | null, string | null | undefined, string | null>;
  /** `sent` or `failed` for a reply sent; `received` for theirs. */
  outcome: string;
  /** Why the mail could not be sent, in words; `null` otherwise. */
  error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

/** A person's own choice in the administration screens, e.g. `columns:users` (migration 0037). */
export interface UserPreferencesTable {
  user_id: string;
  key: string;
  /** JSON. */
  value: string;
  updated_at: string;
}

/** A Paper Remix workflow, owned by one user (docs/decisions/0007-paper-remix-jobs.md). */
export interface ProjectsTable {
  id: string;
  user_id: string;
  name: string;
  auto_save_enabled: number;
  created_at: string;
  updated_at: string;
}

export interface ProjectNodesTable {
  id: string;
  project_id: string;
  /** The canvas's own id, unique within a project; saves upsert by it. */
  client_node_id: string;
  node_type: string;
  /** JSON `{x, y}`. */
  position: string;
  label: string;
  /** JSON object of the node's settings, as the canvas saved it. */
  configuration: string;
  /** JSON list of `{clientNodeId, nodeType, position, label}`. */
  target_edges: string;
  /** idle | processing | completed | failed | error (SPEC §4). */
  status: string;
  /** JSON `{time_taken, videoUrl, jsonOutput, outputData, files}` or null. */
  execution: string | null;
  /** Storage key of the node's main file: the PDF, the script JSON, the MP4… */
  file_key: string | null;
  updated_at: string;
}

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

export interface JobsTable {
  id: string;
  project_id: string;
  project_node_id: string;
  node_type: string;
  status: JobStatus;
  attempts: number;
  /** 0-100. */
  progress: number;
  heartbeat_at: string | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A saved result of a node: the engine's output an edit replaced, an edit, a restore (decision 0083). */
export interface NodeVersionsTable {
  id: string;
  project_node_id: string;
  /** generated | edited | restored */
  kind: string;
  /** The node's stored execution as it was in this version (JSON). */
  execution: string;
  created_at: string;
  /** The run that made it (a 'generated' version written by the worker, migration 0043); null for edits. */
  job_id: string | null;
}

export interface FilesTable {
  key: string;
  owner_id: string;
  content_type: string;
  size: number;
  /** A PDF's page objects as its bytes show them (upload-check: countPageObjects); null when unknown. */
  pages: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
}

/** A public, read-only link to a completed video (decision 0066). */
export interface ShareLinksTable {
  /** Unguessable (24 random bytes, base64url). */
  token: string;
  project_id: string;
  project_node_id: string;
  owner_id: string;
  created_at: string;
  /** Set when the owner revokes it; the public page then answers 404. */
  revoked_at: string | null;
}

/** A user's podcast feed (issue 34, decision 0185): the token in its public RSS address. */
export interface PodcastFeedsTable {
  /** Unguessable (24 random bytes, base64url). */
  token: string;
  owner_id: string;
  created_at: string;
  /** Set when the owner revokes it; the feed then answers 404. */
  revoked_at: string | null;
}

/** One change made in the administration screens (who, what, when, before, after). */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  actor_email: string;
  /** `user`, `contact_request` or `tool`. */
  target_type: string;
  target_id: string;
  /** e.g. `roles.update`, `trial.extend`, `status.update`, `tool.retire`: api-client's `AUDIT_ACTIONS` lists them all. */
  action: string;
  /** JSON of the changed fields before the change; null when the row was created. */
  before: string | null;
  /** JSON of the changed fields after the change; null when the row was removed. */
  after: string | null;
  created_at: string;
  /**
   * The actor's address and the values, lower-cased, for the Activity page's search (migration 0035,
   * `auditSearchText`); trigram-indexed (SQLite FTS5 table `audit_log_search`, PostgreSQL pg_trgm).
   */
  search_text: ColumnType<string, string | undefined, string>;
}

/** One security event (migration 0042, decision 0110): who, what, when, from which address, the outcome. */
export interface SecurityEventsTable {
  id: string;
  created_at: string;
  /** One of `SECURITY_EVENT_KINDS` (security-events.ts). */
  kind: string;
  /** `success`, `failure` or `refused`. */
  outcome: string;
  /** The account that acted; null when unknown (a wrong address typed at sign-in). */
  actor_id: string | null;
  /** The actor's address, lower-cased; for a failed sign-in the one typed; '' when none. */
  actor_email: ColumnType<string, string | undefined, string>;
  /** The account the event concerns when it is not the actor (a revoked session, a changed user). */
  subject_id: string | null;
  /** The client's network address; '' when unknown. */
  address: ColumnType<string, string | undefined, string>;
  /** JSON of the particulars: the reason, the route, the share, the export's format. */
  detail: string | null;
}

/** A canned guest demo (SPEC §6); `kind` is the api path's first segment, e.g. `alt-text`. */
export interface DemoSamplesTable {
  kind: string;
  sample_id: string;
  /** The JSON answered as the response's `data`. */
  data: string;
  updated_at: string;
}

export interface Schema {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  auth_codes: AuthCodesTable;
  login_attempts: LoginAttemptsTable;
  signing_keys: SigningKeysTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  tools: ToolsTable;
  contact_requests: ContactRequestsTable;
  contact_proofs: ContactProofsTable;
  contact_request_notes: ContactRequestNotesTable;
  contact_replies: ContactRepliesTable;
  user_preferences: UserPreferencesTable;
  projects: ProjectsTable;
  project_nodes: ProjectNodesTable;
  jobs: JobsTable;
  files: FilesTable;
  audit_log: AuditLogTable;
  demo_samples: DemoSamplesTable;
  share_links: ShareLinksTable;
  podcast_feeds: PodcastFeedsTable;
  node_versions: NodeVersionsTable;
  security_events: SecurityEventsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RefreshToken = Selectable<RefreshTokensTable>;
export type AuthCode = Selectable<AuthCodesTable>;
export type LoginAttempt = Selectable<LoginAttemptsTable>;
export type SigningKey = Selectable<SigningKeysTable>;
export type SessionRow = Selectable<SessionsTable>;
export type EmailToken = Selectable<EmailTokensTable>;
export type Tool = Selectable<ToolsTable>;
export type ContactRequest = Selectable<ContactRequestsTable>;
export type NewContactRequest = Insertable<ContactRequestsTable>;
export type ContactRequestNote = Selectable<ContactRequestNotesTable>;
export type ContactReply = Selectable<ContactRepliesTable>;
export type Project = Selectable<ProjectsTable>;
export type ProjectNode = Selectable<ProjectNodesTable>;
export type Job = Selectable<JobsTable>;
export type NodeVersion = Selectable<NodeVersionsTable>;
export type StoredFile = Selectable<FilesTable>;
export type AuditLogEntry = Selectable<AuditLogTable>;
