import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session';
import { makeUser } from './test/utils';

describe('createSessionStore', () => {
  it('notifies subscribers until they unsubscribe', () => {
    const store = createSessionStore({ status: 'loading' });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const next = { status: 'authenticated', session: makeUser() } as const;
    store.set(next);
    expect(store.get()).toBe(next);
    expect(listener).toHaveBeenCalledWith(next);
    unsubscribe();
    store.set({ status: 'unauthenticated' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
