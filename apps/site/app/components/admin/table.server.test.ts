import { parseTableState } from '@paperlight/ui-kit';
import { describe, expect, it } from 'vitest';
import { usersTableOptions } from './schemas';
import { redirectPastLastPage } from './table.server';

const at = (query: string) => new Request(`http://localhost/administration/users?${query}`);
const thrown = (fn: () => void): Response | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return error as Response;
  }
};

describe('redirectPastLastPage', () => {
  it('sends ?page=99 of 12 rows to page 2, keeping the rest of the view', () => {
    const request = at('page=99&search=tara&trial=active');
    const state = parseTableState(new URL(request.url).searchParams, usersTableOptions);
    const response = thrown(() => redirectPastLastPage(request, state, 12, usersTableOptions, new Headers()));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/administration/users?page=2&search=tara&trial=active');
  });

  it('sends a page past an empty result to page 1 and leaves existing pages alone', () => {
    const request = at('page=3&search=nobody');
    const state = parseTableState(new URL(request.url).searchParams, usersTableOptions);
    expect(thrown(() => redirectPastLastPage(request, state, 0, usersTableOptions, new Headers()))?.headers.get('location')).toBe(
      '/administration/users?search=nobody',
    );
    const second = at('page=2');
    expect(
      thrown(() =>
        redirectPastLastPage(
          second,
          parseTableState(new URL(second.url).searchParams, usersTableOptions),
          12,
          usersTableOptions,
          new Headers(),
        ),
      ),
    ).toBeNull();
  });

  it('keeps the page’s own parameters it is told to (the overview’s period) and drops the others', () => {
    const request = new Request('http://localhost/administration/overview?range=90&page=7&search=ada&request=x');
    const state = parseTableState(new URL(request.url).searchParams, usersTableOptions);
    const response = thrown(() => redirectPastLastPage(request, state, 15, usersTableOptions, new Headers(), ['range']));
    expect(response?.headers.get('location')).toBe('/administration/overview?range=90&page=2&search=ada');
  });
});
