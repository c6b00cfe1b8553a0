import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToLogout } from './client-session';

describe('goToLogout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('posts a form to the sso’s logout with the return address, instead of a GET the sso only asks on', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    goToLogout('http://localhost:4100/logout?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2F');
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('http://localhost:4100/logout');
    expect(Object.fromEntries(new FormData(form))).toEqual({ redirect_uri: 'http://localhost:3000/' });
  });
});
