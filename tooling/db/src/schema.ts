import type { Insertable, Selectable, Updateable } from 'kysely';

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
  private_jwk: string;
  public_jwk: string;
  created_at: string;
}

export interface Schema {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  auth_codes: AuthCodesTable;
  login_attempts: LoginAttemptsTable;
  signing_keys: SigningKeysTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RefreshToken = Selectable<RefreshTokensTable>;
export type AuthCode = Selectable<AuthCodesTable>;
export type LoginAttempt = Selectable<LoginAttemptsTable>;
export type SigningKey = Selectable<SigningKeysTable>;
