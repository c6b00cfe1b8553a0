import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiSend: vi.fn(), apiFetch: vi.fn(), hiddenColumnsOf: vi.fn() }));

vi.mock('#app/auth.server.ts', () => ({
  requireRole: async () => ({
    user: { id: 'u-sam', accessToken: 'token', isAdmin: false, isSales: true },
    resolved: { headers: async () => new Headers() },
  }),
}));
vi.mock('#app/components/admin/admin-api.server.ts', () => ({
  apiGet: api.apiGet,
  apiSend: api.apiSend,
  assertSameOrigin: () => {},
  formString: (form: FormData, name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : ''),
}));
vi.mock('#app/api.server.ts', () => ({ apiFetch: api.apiFetch }));
vi.mock('#app/components/admin/columns.server.ts', () => ({ hiddenColumnsOf: api.hiddenColumnsOf }));
vi.mock('#app/env.server.ts', () => ({ getEnv: () => ({ API_URL: 'http://api.test' }) }));

const { action, loader } = await import('./administration.contact-requests');

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return {
    request: new Request('http://localhost:3000/administration/contact-requests', { method: 'POST', body }),
    params: {},
    context: {},
  };
};
const answer = async (fields: Record<string, string>) => {
  const response = await action(post(fields));
  return { status: response.init?.status ?? 200, ...(response.data as { ok: boolean; message: string }) };
};
const ines = {
  id: 'c1',
  firstName: 'Ines',
  lastName: 'Inbox',
  email: 'ines@revue.test',
  companyName: 'Revue',
  designation: 'Editor',
  note: 'Alt text',
  status: 'new',
  createdAt: '2026-05-02T08:15:00.000Z',
  owner: null,
};

beforeEach(() => {
  api.apiGet.mockReset().mockResolvedValue({ statusCode: 200, data: { rows: [ines], total: 1 } });
  api.apiSend.mockReset();
  api.apiFetch.mockReset();
  api.hiddenColumnsOf.mockReset().mockResolvedValue(['email']);
});

describe('the inbox’s loader', () => {
  it('reads the view, the reader’s hidden columns and, with ?request=, the open request', async () => {
    api.apiFetch.mockResolvedValue(Response.json({ statusCode: 200, data: { request: ines, notes: [], history: [], owners: [] } }));
    const response = await loader({
      request: new Request('http://localhost:3000/administration/contact-requests?owner=me&search=herbarium&request=c1'),
      params: {},
      context: {},
    });
    expect(api.apiGet).toHaveBeenCalledWith(
      '/administration/contact-requests',
      'token',
      expect.anything(),
      expect.objectContaining({ owner: 'me', search: 'herbarium' }),
    );
    expect(api.apiFetch).toHaveBeenCalledWith('GET', 'http://api.test/administration/contact-requests/c1', 'token');
    expect(response.data).toMatchObject({ hiddenColumns: ['email'], detail: { request: { id: 'c1' } } });
  });

  it('opens nothing for a request that no longer exists, and reads no detail without ?request=', async () => {
    api.apiFetch.mockResolvedValue(Response.json({ message: 'Contact request not found', statusCode: 404 }, { status: 404 }));
    const gone = await loader({
      request: new Request('http://localhost:3000/administration/contact-requests?request=gone'),
      params: {},
      context: {},
    });
    expect(gone.data.detail).toBeNull();
    api.apiFetch.mockClear();
    await loader({ request: new Request('http://localhost:3000/administration/contact-requests'), params: {}, context: {} });
    expect(api.apiFetch).not.toHaveBeenCalled();
  });
});

describe('the inbox’s changes, in words', () => {
  it('sets one status, an owner, nobody, and adds a note', async () => {
    api.apiSend.mockResolvedValue({ ok: true, data: {} });
    expect(await answer({ intent: 'status', id: 'c1', name: 'Ines Inbox', status: 'closed' })).toMatchObject({
      ok: true,
      message: 'Status of Ines Inbox set to Closed',
    });
    expect(api.apiSend).toHaveBeenLastCalledWith('PUT', '/administration/contact-requests/c1/status', 'token', { status: 'closed' });

    api.apiSend.mockResolvedValue({
      ok: true,
      data: { ...ines, owner: { id: 'u-sam', name: 'Sam Sales', email: 'sales@paperlight.test' } },
    });
    expect(await answer({ intent: 'owner', id: 'c1', name: 'Ines Inbox', ownerId: 'u-sam' })).toMatchObject({
      ok: true,
      message: 'Ines Inbox is now looked after by Sam Sales',
    });
    expect(api.apiSend).toHaveBeenLastCalledWith('PUT', '/administration/contact-requests/c1/owner', 'token', { ownerId: 'u-sam' });
    api.apiSend.mockResolvedValue({ ok: true, data: ines });
    expect(await answer({ intent: 'owner', id: 'c1', name: 'Ines Inbox', ownerId: '' })).toMatchObject({
      message: 'Ines Inbox is nobody’s now',
    });
    expect(api.apiSend).toHaveBeenLastCalledWith('PUT', '/administration/contact-requests/c1/owner', 'token', { ownerId: null });

    api.apiSend.mockResolvedValue({ ok: true, data: {} });
    expect(await answer({ intent: 'note', id: 'c1', name: 'Ines Inbox', body: 'Called back' })).toMatchObject({
      message: 'Note added to Ines Inbox',
    });
    expect(api.apiSend).toHaveBeenLastCalledWith('POST', '/administration/contact-requests/c1/notes', 'token', { body: 'Called back' });
  });

  it('sets the status of the selected requests, saying how many changed and how many already had it', async () => {
    api.apiSend.mockResolvedValue({ ok: true, data: { status: 'closed', updated: 2, unchanged: 1, missing: 0, ids: ['c1', 'c2'] } });
    expect(await answer({ intent: 'bulk-status', ids: 'c1,c2,c3', status: 'closed' })).toMatchObject({
      ok: true,
      message: 'Status of 2 requests set to Closed; 1 request already was',
    });
    expect(api.apiSend).toHaveBeenLastCalledWith('PUT', '/administration/contact-requests/status', 'token', {
      ids: ['c1', 'c2', 'c3'],
      status: 'closed',
    });
    api.apiSend.mockResolvedValue({ ok: true, data: { status: 'new', updated: 1, unchanged: 0, missing: 0, ids: ['c1'] } });
    expect((await answer({ intent: 'bulk-status', ids: 'c1', status: 'new' })).message).toBe('Status of 1 request set to New');
  });

  it('passes the api’s refusal on in words, with its status', async () => {
    api.apiSend.mockResolvedValue({
      ok: false,
      status: 400,
      message: 'Tara Trial is neither sales nor an administrator; choose someone who is',
    });
    expect(await answer({ intent: 'owner', id: 'c1', name: 'Ines Inbox', ownerId: 'u-tara' })).toEqual({
      status: 400,
      ok: false,
      message: 'The owner of Ines Inbox was not changed: Tara Trial is neither sales nor an administrator; choose someone who is',
    });
    api.apiSend.mockResolvedValue({ ok: false, status: 400, message: 'Invalid body: Write the note first' });
    expect((await answer({ intent: 'note', id: 'c1', name: 'Ines Inbox', body: ' ' })).message).toBe(
      'The note was not added: Invalid body: Write the note first',
    );
    expect(await answer({ intent: 'delete-everything' })).toMatchObject({ status: 400, ok: false, message: 'Unknown action' });
  });

  it('sends a reply with its subject and template, saying when the request became Contacted', async () => {
    api.apiSend.mockResolvedValue({ ok: true, data: { status: 'contacted', reply: { outcome: 'sent', error: null } } });
    expect(
      await answer({
        intent: 'reply',
        id: 'c1',
        name: 'Ines Inbox',
        template: 'book-a-call',
        subject: 'Re: your enquiry to Paperlight',
        body: 'Hello Ines',
      }),
    ).toMatchObject({
      ok: true,
      message: 'Reply sent to Ines Inbox; status set to Contacted',
    });
    expect(api.apiSend).toHaveBeenLastCalledWith('POST', '/administration/contact-requests/c1/replies', 'token', {
      body: 'Hello Ines',
      subject: 'Re: your enquiry to Paperlight',
      template: 'book-a-call',
    });
    api.apiSend.mockResolvedValue({ ok: true, data: { status: 'closed', reply: { outcome: 'sent', error: null } } });
    expect((await answer({ intent: 'reply', id: 'c1', name: 'Ines Inbox', template: '', subject: 'Hi', body: 'Again' })).message).toBe(
      'Reply sent to Ines Inbox',
    );
    expect(api.apiSend).toHaveBeenLastCalledWith('POST', '/administration/contact-requests/c1/replies', 'token', {
      body: 'Again',
      subject: 'Hi',
      template: null,
    });
  });

  it('says so when a reply was kept but its mail could not be sent, and passes refusals on', async () => {
    api.apiSend.mockResolvedValue({
      ok: true,
      data: { status: 'new', reply: { outcome: 'failed', error: 'connect ECONNREFUSED (mail server)' } },
    });
    expect(await answer({ intent: 'reply', id: 'c1', name: 'Ines Inbox', subject: 'Hi', body: 'Hello' })).toEqual({
      status: 200,
      ok: false,
      kept: true,
      message: 'The reply to Ines Inbox was kept but not sent: connect ECONNREFUSED (mail server)',
    });
    api.apiSend.mockResolvedValue({ ok: false, status: 400, message: 'Invalid body: Write the reply first' });
    expect(await answer({ intent: 'reply', id: 'c1', name: 'Ines Inbox', subject: 'Hi', body: '' })).toEqual({
      status: 400,
      ok: false,
      message: 'The reply was not sent: Invalid body: Write the reply first',
    });
  });

  it('logs their reply in the thread', async () => {
    api.apiSend.mockResolvedValue({ ok: true, data: {} });
    expect(await answer({ intent: 'received', id: 'c1', name: 'Ines Inbox', body: 'Tuesday suits us' })).toMatchObject({
      ok: true,
      message: 'Their reply was added to the thread of Ines Inbox',
    });
    expect(api.apiSend).toHaveBeenLastCalledWith('POST', '/administration/contact-requests/c1/replies/received', 'token', {
      body: 'Tuesday suits us',
    });
  });
});
