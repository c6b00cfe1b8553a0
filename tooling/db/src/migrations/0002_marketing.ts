import { sql, type Kysely, type Migration } from 'kysely';

export const marketing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tools')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('suite_tab', 'text', (c) =>
        c.notNull().check(sql`suite_tab in ('Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play')`),
      )
      .addColumn('category_badge', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(sql`status in ('active', 'notify', 'soon')`),
      )
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tools_suite_order_idx').on('tools').columns(['suite_tab', 'sort_order']).execute();

    await db.schema
      .createTable('contact_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('designation', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('note', 'text', (c) => c.notNull())
      // No foreign key: a request must survive the deletion of the account that sent it.
      .addColumn('user_id', 'text')
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // The rate limit counts one address's recent requests.
    await db.schema.createIndex('contact_requests_ip_created_idx').on('contact_requests').columns(['ip', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_requests').execute();
    await db.schema.dropTable('tools').execute();
  },
};
