#!/usr/bin/env node
// `node tooling/stack/bench-admin.mjs`: GET /administration/users, /administration/contact-requests
// (and one request's drawer), /administration/activity and its security view (/administration/security-events,
// a user's page) on the built api over 10,000 seeded users, as many contact requests (4,000 internal notes),
// 100,000 audit entries and 100,000 security events, on SQLite and (when reachable) PostgreSQL. Expects `pnpm build`; builds nothing.
//   target: every view's p95 latency < 50 ms, measured at the client over loopback (so it includes HTTP)
//   env: BENCH_USERS (default 10000), BENCH_AUDIT (default 100000), BENCH_SECURITY (default 100000), BENCH_ROUNDS (default 30),
//        TEST_DATABASE_URL (PostgreSQL server)
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCleanups, freePort, startProcess, startTokenIssuer, waitFor } from './bench-lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiMain = join(root, 'apps/api/dist/main.js');
// The drivers are the api's own dependencies; the bench borrows them rather than adding its own.
const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
const Sqlite = requireFromApi('better-sqlite3');
const pg = requireFromApi('pg');

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const AUDIT = Number(process.env.BENCH_AUDIT ?? 100_000);
const SECURITY = Number(process.env.BENCH_SECURITY ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TARGET_P95_MS = 50;
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

if (!existsSync(apiMain)) {
  console.error(`bench-admin: ${apiMain} is missing; run \`pnpm build\` first.`);
  process.exit(1);
}

const cleanups = createCleanups('bench-admin');
const cleanup = cleanups.run;
const { ssoUrl, mintToken: mint } = await startTokenIssuer(cleanups);
// Admin views run for a while on PostgreSQL: an hour-long token outlives them.
const mintToken = (claims) => mint(claims, 3600);

async function startApi(env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = startProcess(
    cleanups,
    [apiMain],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: url,
      SSO_URL: ssoUrl,
      SITE_URL: 'http://localhost:3000',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_ACCOUNTS: 'true',
      ...env,
    },
    'api',
  );
  await waitFor(`${url}/health`, api, 30_000);
  return { url, stop: api.stop };
}

// ---- 10,000 users with varied names, dates, roles and trials

const DAY = 86_400_000;
function makeUsers(count) {
  const now = Date.now();
  const first = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Radia', 'Tim', 'Margaret', 'Leslie'];
  return Array.from({ length: count }, (_, i) => {
    const trial = i % 4 === 0 ? null : new Date(now + ((i % 15) - 7) * DAY).toISOString();
    return [
      randomUUID(),
      `${first[i % first.length]} Bench${String(i).padStart(5, '0')}`,
      `bench${String(i).padStart(5, '0')}@example.test`,
      'x',
      i % 97 === 0 ? 1 : 0,
      i % 89 === 0 ? 1 : 0,
      i % 83 === 0 ? 1 : 0,
      trial,
      new Date(now - (i % 720) * 3_600_000).toISOString(),
    ];
  });
}
const COLUMNS = 'id, name, email, password_hash, is_admin, is_sales, is_tool_admin, trial_end_date, created_at';

// ---- as many contact requests, with designations and interest texts to search
const INTERESTS = [
  'Alt text for our back catalogue',
  'Peer review at scale',
  'Audio summaries of new issues',
  'A herbarium archive made accessible',
  'Rejections analytics for three journals',
  'Chat with papers for our readers',
];
// A quarter of the requests are nobody's; the others are shared by three owners (the inbox, issue 18).
const OWNERS = ['bench-owner-a', 'bench-owner-b', 'bench-owner-c'];
const contactId = (i) => `bench-contact-${String(i).padStart(5, '0')}`;
function makeContacts(count) {
  const now = Date.now();
  const first = ['Ines', 'Omar', 'Lena', 'Kofi', 'Mei', 'Zoë'];
  return Array.from({ length: count }, (_, i) => [
    contactId(i),
    first[i % first.length],
    `Contact${String(i).padStart(5, '0')}`,
    `contact${String(i).padStart(5, '0')}@press.example.test`,
    `Press ${i % 300}`,
    i % 3 === 0 ? 'Managing Editor' : i % 3 === 1 ? 'Publisher' : '',
    `${INTERESTS[i % INTERESTS.length]} (${i})`,
    `10.${i % 250}.0.1`,
    ['new', 'contacted', 'closed'][i % 3],
    new Date(now - (i % 720) * 3_600_000).toISOString(),
    i % 4 === 0 ? null : OWNERS[i % 3],
  ]);
}
const CONTACT_COLUMNS = 'id, first_name, last_name, email, company_name, designation, note, ip, status, created_at, owner_id';

// Two internal notes on every fifth request; one in fifty speaks of the quarterly proceedings.
const NOTE_BODIES = [
  'Called back, wants a quote',
  'Sent the product sheet',
  'Asked for a demo next month',
  'Wants a quote for the quarterly proceedings',
];
function makeNotes(contacts) {
  const now = Date.now();
  const notes = [];
  for (let i = 0; i < contacts.length; i += 5) {
    for (let n = 0; n < 2; n += 1) {
      const body = i % 50 === 0 && n === 1 ? NOTE_BODIES[3] : NOTE_BODIES[(i + n) % 3];
      notes.push([
        `bench-note-${i}-${n}`,
        contacts[i][0],
        'sales-id',
        'sales@paperlight.test',
        `${body} (${i})`,
        new Date(now - (i % 720) * 3_600_000 + n * 60_000).toISOString(),
      ]);
    }
  }
  return notes;
}
const NOTE_COLUMNS = 'id, contact_request_id, author_id, author_email, body, created_at';

// ---- 100,000 audit entries over a year: trials, contact statuses, roles, account actions, tools
const AUDIT_EVERY_MS = Math.max(1000, Math.floor((365 * DAY) / AUDIT));
function makeAudit(count, users, contacts) {
  const now = Date.now();
  const actors = [
    ['admin-id', 'admin@paperlight.test'],
    ['sales-id', 'sales@paperlight.test'],
    ['ops-id', 'ines.ops@paperlight.test'],
    ['tools-id', 'tools@paperlight.test'],
  ];
  const statuses = ['new', 'contacted', 'closed'];
  const iso = (ms) => new Date(ms).toISOString();
  return Array.from({ length: count }, (_, i) => {
    const at = now - i * AUDIT_EVERY_MS;
    const user = users[i % users.length][0];
    const contact = contacts[i % contacts.length][0];
    const end = Math.floor(at / DAY) * DAY + (i % 20) * DAY;
    const [actorId, actorEmail] = actors[i % actors.length];
    const [type, target, action, before, after] = [
      ['user', user, 'trial.extend', { trialEndDate: iso(end) }, { trialEndDate: iso(end + 7 * DAY), days: 7 }],
      ['user', user, 'trial.extend', { trialEndDate: null }, { trialEndDate: iso(end + 3 * DAY), days: 3 }],
      ['user', user, 'trial.end', { trialEndDate: iso(end) }, { trialEndDate: iso(at) }],
      ['contact_request', contact, 'status.update', { status: statuses[i % 3] }, { status: statuses[(i + 1) % 3] }],
      ['contact_request', contact, 'status.update', { status: statuses[(i + 1) % 3] }, { status: statuses[(i + 2) % 3] }],
      ['user', user, 'roles.update', { roles: [] }, { roles: i % 2 ? ['sales'] : ['admin'] }],
      ['user', user, 'account.sign_out', null, { sessionsEnded: i % 4 }],
      ['user', user, 'account.suspend', { status: 'active' }, { status: 'suspended' }],
      [
        'tool',
        `bench-tool-${i % 20}`,
        'tool.update',
        { name: `Tool ${i % 20}`, status: 'available', featured: false },
        { name: `Tool ${i % 20} Pro`, status: 'coming-soon', featured: true },
      ],
      ['contact_request', contact, 'status.update', { status: 'new' }, { status: 'contacted' }],
    ][i % 10];
    const [beforeJson, afterJson] = [before === null ? null : JSON.stringify(before), JSON.stringify(after)];
    // search_text as the api writes it (auditSearchText in tooling/db, migration 0035).
    const searchText = `${actorEmail} ${beforeJson ?? ''} ${afterJson}`.toLowerCase();
    return [`audit-${String(i).padStart(6, '0')}`, actorId, actorEmail, type, target, action, beforeJson, afterJson, iso(at), searchText];
  });
}
const AUDIT_COLUMNS = 'id, actor_id, actor_email, target_type, target_id, action, before, after, created_at, search_text';

// ---- 100,000 security events over a year (issue 33): mostly sign-ins from a few thousand addresses
const SECURITY_EVERY_MS = Math.max(1000, Math.floor((365 * DAY) / SECURITY));
/** An address of the bench's networks: 198.51.<0-19>.<0-99>. */
const benchAddress = (i) => `198.51.${i % 20}.${Math.floor(i / 20) % 100}`;
function makeSecurityEvents(count, users) {
  const now = Date.now();
  const iso = (ms) => new Date(ms).toISOString();
  return Array.from({ length: count }, (_, i) => {
    const at = now - i * SECURITY_EVERY_MS;
    const [userId, , email] = users[(i * 7) % users.length];
    const address = benchAddress(i % 2000);
    // kind, outcome, actor id, actor email, subject id, detail
    const [kind, outcome, actorId, actorEmail, subjectId, detail] = [
      ['sign-in', 'success', userId, email, null, null],
      ['sign-in', 'success', userId, email, null, null],
      ['sign-in', 'success', userId, email, null, null],
      ['sign-in', 'success', userId, email, null, null],
      ['sign-in', 'failure', null, email, userId, { reason: 'wrong-credentials' }],
      ['sign-in', 'failure', null, email, userId, { reason: 'wrong-credentials' }],
      ['sign-in', 'refused', null, email, userId, { reason: 'throttled' }],
      ['sign-out', 'success', userId, email, null, { session: 'app' }],
      ['sign-out', 'success', userId, email, null, { session: 'sso' }],
      ['password-reset.requested', 'success', null, email, userId, null],
      ['password-reset.completed', 'success', userId, email, null, { sessionsEnded: true }],
      ['share.created', 'success', userId, email, null, { project: `p-${i % 500}` }],
      ['share.revoked', 'success', userId, email, null, { project: `p-${i % 500}` }],
      ['export', 'success', 'admin-id', 'admin@paperlight.test', null, { export: 'users', format: 'csv' }],
      ['access.refused', 'refused', userId, email, null, { method: 'GET', route: '/administration/users', status: 403 }],
      [
        'admin.change',
        'success',
        'admin-id',
        'admin@paperlight.test',
        userId,
        { method: 'POST', route: '/administration/users/:id/trial/extend', status: 200 },
      ],
      ['session.revoked', 'success', 'admin-id', 'admin@paperlight.test', userId, { reason: 'sign-out', sessions: 1 }],
      ['sign-in', 'success', userId, email, null, null],
      ['sign-in', 'failure', null, email, userId, { reason: 'wrong-credentials' }],
      ['sign-in', 'success', userId, email, null, null],
    ][i % 20];
    return [
      `sec-${String(i).padStart(7, '0')}`,
      iso(at),
      kind,
      outcome,
      actorId,
      actorEmail,
      subjectId,
      address,
      detail === null ? null : JSON.stringify(detail),
    ];
  });
}
const SECURITY_COLUMNS = 'id, created_at, kind, outcome, actor_id, actor_email, subject_id, address, detail';

function seedSqlite(file, rows, contacts, notes, audit, security) {
  const db = new Sqlite(file);
  const insert = db.prepare(`insert into users (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => rows.forEach((row) => insert.run(...row)))();
  const insertContact = db.prepare(`insert into contact_requests (${CONTACT_COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => contacts.forEach((row) => insertContact.run(...row)))();
  const insertNote = db.prepare(`insert into contact_request_notes (${NOTE_COLUMNS}) values (?, ?, ?, ?, ?, ?)`);
  db.transaction(() => notes.forEach((row) => insertNote.run(...row)))();
  const insertAudit = db.prepare(`insert into audit_log (${AUDIT_COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => audit.forEach((row) => insertAudit.run(...row)))();
  const insertEvent = db.prepare(`insert into security_events (${SECURITY_COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => security.forEach((row) => insertEvent.run(...row)))();
  db.exec('analyze');
  db.close();
}

async function seedPostgres(url, rows, contacts, notes, audit, security) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const insertAll = async (table, columns, all, width) => {
    for (let i = 0; i < all.length; i += 1000) {
      const chunk = all.slice(i, i + 1000);
      const values = chunk.map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ');
      await client.query(`insert into ${table} (${columns}) values ${values}`, chunk.flat());
    }
  };
  await insertAll('users', COLUMNS, rows, 9);
  await insertAll('contact_requests', CONTACT_COLUMNS, contacts, 11);
  await insertAll('contact_request_notes', NOTE_COLUMNS, notes, 6);
  await insertAll('audit_log', AUDIT_COLUMNS, audit, 10);
  await insertAll('security_events', SECURITY_COLUMNS, security, 9);
  await client.query('vacuum analyze security_events');
  await client.query('analyze users');
  await client.query('analyze contact_requests');
  await client.query('analyze contact_request_notes');
  // An append-only log is vacuumed by autovacuum in service; counts then read the index alone.
  await client.query('vacuum analyze audit_log');
  await client.end();
}

// ---- the views an administrator opens: first, deep and last pages, each sort, search and filters

const USERS_PATH = '/administration/users';
const CONTACTS_PATH = '/administration/contact-requests';
const VIEWS = [
  ['first page (default sort)', USERS_PATH, ''],
  ['page 500 of 1000', USERS_PATH, '?page=500'],
  ['last page', USERS_PATH, `?page=${Math.ceil((USERS + 7) / 10)}`],
  ['sort name asc, page 200', USERS_PATH, '?sort=name&order=asc&page=200'],
  ['sort email desc, 50 rows, page 100', USERS_PATH, '?sort=email&order=desc&pageSize=50&page=100'],
  ['sort trial end asc, page 300', USERS_PATH, '?sort=trialEndDate&order=asc&page=300'],
  ['search "bench0421"', USERS_PATH, '?search=bench0421'],
  ['search "grace", page 20', USERS_PATH, '?search=grace&page=20'],
  ['role admin', USERS_PATH, '?role=admin'],
  ['no role + active trial, by trial end', USERS_PATH, '?role=none&trial=active&sort=trialEndDate&order=desc&page=50'],
  ['expired trials, page 100', USERS_PATH, '?trial=expired&page=100'],
  // Contact requests: search runs over every field, the interest text included (issue 18).
  ['contacts: first page', CONTACTS_PATH, ''],
  ['contacts: last page', CONTACTS_PATH, `?page=${Math.ceil(USERS / 10)}`],
  ['contacts: search interest "herbarium"', CONTACTS_PATH, '?search=herbarium'],
  ['contacts: search "managing editor", p. 50', CONTACTS_PATH, '?search=managing%20editor&page=50'],
  ['contacts: search none "zzzz"', CONTACTS_PATH, '?search=zzzz'],
  ['contacts: closed, by company, page 100', CONTACTS_PATH, '?status=closed&sort=companyName&order=asc&page=100'],
  // The inbox: one owner's requests, nobody's, words of a note, and one request's drawer.
  ["contacts: one owner's, page 50", CONTACTS_PATH, `?owner=${OWNERS[0]}&page=50`],
  ["contacts: nobody's, page 100", CONTACTS_PATH, '?owner=none&page=100'],
  ['contacts: search a note "quarterly"', CONTACTS_PATH, '?search=quarterly'],
  // A request with notes (every fifth has two), four tenths into the list.
  ['contacts: one request (drawer)', `${CONTACTS_PATH}/${contactId(Math.floor((USERS * 0.42) / 5) * 5)}`, ''],
];

// Activity: 100,000 audit entries, newest first; the date range is in the reader's time zone.
// `page=last` becomes the view's last page, read from its total first.
const ACTIVITY_PATH = '/administration/activity';
const dayAgo = (days) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
const ACTIVITY_VIEWS = [
  ['activity: first page', ACTIVITY_PATH, ''],
  ['activity: page 5000', ACTIVITY_PATH, '?page=5000'],
  ['activity: last page', ACTIVITY_PATH, '?page=last'],
  ['activity: oldest first, 50 rows, page 40', ACTIVITY_PATH, '?order=asc&pageSize=50&page=40'],
  ['activity: action "Ended trial", page 100', ACTIVITY_PATH, '?action=trial.end&page=100'],
  ['activity: target tool, last page', ACTIVITY_PATH, '?targetType=tool&page=last'],
  ['activity: actor "ines.ops", page 50', ACTIVITY_PATH, '?actor=ines.ops&page=50'],
  ['activity: last 30 days (Europe/Paris)', ACTIVITY_PATH, `?createdAtFrom=${dayAgo(30)}&createdAtTo=${dayAgo(0)}&tz=Europe/Paris`],
  [
    'activity: sales@ + action + 90 days, last p.',
    ACTIVITY_PATH,
    `?actor=sales@&action=status.update&createdAtFrom=${dayAgo(90)}&tz=Europe/Paris&page=last`,
  ],
  ['activity: search target "bench04217"', ACTIVITY_PATH, '?search=bench04217'],
  ['activity: search value "contacted", p. 200', ACTIVITY_PATH, '?search=contacted&page=200'],
  ['activity: search words "ended trial"', ACTIVITY_PATH, '?search=ended%20trial'],
  ['activity: search none "zzzz"', ACTIVITY_PATH, '?search=zzzz'],
  // Sales see contact requests and trials only (decision 0084).
  ['activity (sales): first page', ACTIVITY_PATH, '', 'sales'],
  ['activity (sales): last page', ACTIVITY_PATH, '?page=last', 'sales'],
  ['activity (sales): search "contacted"', ACTIVITY_PATH, '?search=contacted', 'sales'],
];

// Activity's security view (decision 0110): administrators only; filters on kind, outcome, the start of
// the actor's and the client's address, and days; a user's page reads the events by or about them.
const SECURITY_PATH = '/administration/security-events';
const SECURITY_VIEWS = [
  ['security: first page', SECURITY_PATH, ''],
  ['security: page 5000', SECURITY_PATH, '?page=5000'],
  ['security: last page', SECURITY_PATH, '?page=last'],
  ['security: oldest first, 50 rows, page 40', SECURITY_PATH, '?order=asc&pageSize=50&page=40'],
  ['security: failed sign-ins, page 100', SECURITY_PATH, '?kind=sign-in&outcome=failure&page=100'],
  ['security: refused, last page', SECURITY_PATH, '?outcome=refused&page=last'],
  ['security: actor "bench0042"', SECURITY_PATH, '?actor=bench0042'],
  ['security: address "198.51.7.", page 20', SECURITY_PATH, '?address=198.51.7.&page=20'],
  ['security: last 30 days (Europe/Paris)', SECURITY_PATH, `?createdAtFrom=${dayAgo(30)}&createdAtTo=${dayAgo(0)}&tz=Europe/Paris`],
  [
    'security: failed + network + 90 days, last',
    SECURITY_PATH,
    `?kind=sign-in&outcome=failure&address=198.51.1&createdAtFrom=${dayAgo(90)}&tz=Europe/Paris&page=last`,
  ],
];

/** The seeded administrator and sales person, as the api checks every token against the database (account-gate.ts). */
async function adminId(query) {
  const rows = await query("select id, email from users where email in ('admin@paperlight.test', 'sales@paperlight.test')");
  const id = (email) => rows.find((row) => row.email === email)?.id;
  if (!id('admin@paperlight.test') || !id('sales@paperlight.test'))
    throw new Error('the seeded administrator or sales person is missing (DEMO_ACCOUNTS=true)');
  return { admin: id('admin@paperlight.test'), sales: id('sales@paperlight.test') };
}

async function measure(apiUrl, ids) {
  const tokens = {
    admin: {
      authorization: `Bearer ${mintToken({ sub: ids.admin, name: 'Ada Admin', email: 'admin@paperlight.test', isGuest: false, isAdmin: true })}`,
    },
    sales: {
      authorization: `Bearer ${mintToken({ sub: ids.sales, name: 'Sam Sales', email: 'sales@paperlight.test', isGuest: false, isSales: true })}`,
    },
  };
  const results = [];
  // A user's page with their security events and usage (the bench user with the most events).
  const userPage = [['user page: security events + usage', `/administration/users/${ids.busiest}`, '']];
  for (const [name, path, query, as = 'admin'] of [...VIEWS, ...ACTIVITY_VIEWS, ...SECURITY_VIEWS, ...userPage]) {
    const headers = tokens[as];
    let url = `${apiUrl}${path}${query}`;
    if (query.includes('page=last')) {
      const first = await (await fetch(url.replace('page=last', 'page=1'), { headers })).json();
      const size = Number(new URLSearchParams(query).get('pageSize') ?? 10);
      url = url.replace('page=last', `page=${Math.max(1, Math.ceil(first.data.total / size))}`);
    }
    for (let i = 0; i < 5; i += 1) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
    const times = [];
    let total = 0;
    for (let i = 0; i < ROUNDS; i += 1) {
      const start = performance.now();
      const res = await fetch(url, { headers });
      const body = await res.json();
      times.push(performance.now() - start);
      if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(body)}`);
      // A single request (the drawer) has no total: it is one match.
      total = body.data.total ?? 1;
    }
    times.sort((a, b) => a - b);
    const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    if (query.includes('page=last') && (await (await fetch(url, { headers })).json()).data.rows.length === 0)
      throw new Error(`${name}: the last page is empty`);
    results.push({ view: name, matches: total, p50: p(0.5), p95: p(0.95), max: times.at(-1) });
  }
  return results;
}

function report(dialect, results) {
  console.log(
    `\n${dialect}: ${USERS.toLocaleString('en-GB')} seeded users and contact requests, ${AUDIT.toLocaleString('en-GB')} audit entries, ${SECURITY.toLocaleString('en-GB')} security events, ${ROUNDS} sequential requests per view`,
  );
  console.log('view'.padEnd(42), 'matches'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
  for (const r of results) {
    console.log(
      r.view.padEnd(42),
      String(r.matches).padStart(8),
      r.p50.toFixed(1).padStart(8),
      r.p95.toFixed(1).padStart(8),
      r.max.toFixed(1).padStart(8),
    );
  }
  const worst = Math.max(...results.map((r) => r.p95));
  const ok = worst < TARGET_P95_MS;
  console.log(`${dialect}: worst p95 ${worst.toFixed(1)} ms (target < ${TARGET_P95_MS} ms) ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

let exitCode = 1;
try {
  const rows = makeUsers(USERS);
  const contacts = makeContacts(USERS);
  const notes = makeNotes(contacts);
  const audit = makeAudit(AUDIT, rows, contacts);
  const security = makeSecurityEvents(SECURITY, rows);
  // Events are spread over users by (i * 7) % users: the first bench user has as many as any.
  const busiest = rows[0][0];
  let ok = true;

  const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-bench-admin-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const sqliteApi = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '' });
  seedSqlite(join(dataDir, 'paperlight.db'), rows, contacts, notes, audit, security);
  const sqliteAdmin = await adminId(async (sql) => {
    const db = new Sqlite(join(dataDir, 'paperlight.db'));
    try {
      return db.prepare(sql).all();
    } finally {
      db.close();
    }
  });
  ok = report('SQLite', await measure(sqliteApi.url, { ...sqliteAdmin, busiest })) && ok;
  await sqliteApi.stop();

  if (await postgresReachable()) {
    const schema = `bench_admin_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    cleanups.push(async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    });
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const pgApi = await startApi({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    await seedPostgres(url.toString(), rows, contacts, notes, audit, security);
    const pgAdmin = await adminId(async (sql) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    });
    ok = report('PostgreSQL', await measure(pgApi.url, { ...pgAdmin, busiest })) && ok;
    await pgApi.stop();
  } else {
    console.log(`\nPostgreSQL: skipped, ${pgUrl} is unreachable (set TEST_DATABASE_URL)`);
  }
  exitCode = ok ? 0 : 1;
} catch (error) {
  console.error('bench-admin failed:', error);
} finally {
  await cleanup();
  process.exit(exitCode);
}
