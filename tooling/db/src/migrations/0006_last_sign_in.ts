import type { Kysely, Migration } from 'kysely';

/**
 * When each user last signed in (ISO-8601 UTC text, `null` until the first sign-in after this
 * migration): written by the sso on every successful sign-in, shown in /administration/users.
 */
export const lastSignIn: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
  },
};
