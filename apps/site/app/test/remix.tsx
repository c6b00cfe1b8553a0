import { forwardRef, type ComponentProps, type ReactNode } from 'react';

// @remix-run/testing (createRemixStub) is not installed; until it is, the site's tests stand in for
// @remix-run/react with this one module instead of one hand-made copy each (decision 0202):
//   const remix = vi.hoisted(() => ({ loaderData: {} as unknown, search: '' }));
//   vi.mock('@remix-run/react', async () => (await import('#app/test/remix.tsx')).remixReactMock(remix));

/** What the stand-in answers; a test keeps one in `vi.hoisted` and changes it between cases. */
export interface RemixState {
  loaderData?: unknown;
  /** What `useRouteLoaderData` gives for any route id. */
  routeLoaderData?: unknown;
  actionData?: unknown;
  /** The current path. @default '/' */
  pathname?: string;
  /** The current query, without '?'. @default '' */
  search?: string;
  setSearchParams?: (...args: never[]) => unknown;
  /** @default { state: 'idle' } */
  navigation?: { state: string; location?: { pathname: string; search: string } };
  /** What every `useFetcher().submit` calls. */
  submit?: (...args: never[]) => unknown;
  revalidate?: () => unknown;
}

type RouterLinkProps = {
  to: string;
  prefetch?: string;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  replace?: boolean;
  state?: unknown;
  relative?: string;
  viewTransition?: boolean;
};
type NavLinkClassName = string | ((state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => string | undefined);

// The router's own props stay off the DOM, as Remix keeps them.
const Link = forwardRef<HTMLAnchorElement, Omit<ComponentProps<'a'>, 'href'> & RouterLinkProps>(function Link(
  {
    to,
    prefetch: _prefetch,
    reloadDocument: _reload,
    preventScrollReset: _scroll,
    replace: _replace,
    state: _state,
    relative: _relative,
    viewTransition: _transition,
    ...props
  },
  ref,
) {
  return <a ref={ref} href={to} {...props} />;
});

const NavLink = forwardRef<
  HTMLAnchorElement,
  Omit<ComponentProps<'a'>, 'href' | 'className'> &
    RouterLinkProps & { end?: boolean; caseSensitive?: boolean; className?: NavLinkClassName }
>(function NavLink({ end: _end, caseSensitive: _case, className, ...props }, ref) {
  // A page under test is never the link's own page.
  const resolved = typeof className === 'function' ? className({ isActive: false, isPending: false, isTransitioning: false }) : className;
  return <Link ref={ref} className={resolved} {...props} />;
});

const Form = forwardRef<
  HTMLFormElement,
  ComponentProps<'form'> & {
    preventScrollReset?: boolean;
    reloadDocument?: boolean;
    replace?: boolean;
    navigate?: boolean;
    fetcherKey?: string;
    relative?: string;
    viewTransition?: boolean;
  }
>(function Form(
  {
    preventScrollReset: _scroll,
    reloadDocument: _reload,
    replace: _replace,
    navigate: _navigate,
    fetcherKey: _key,
    relative: _relative,
    viewTransition: _transition,
    ...props
  },
  ref,
) {
  return <form ref={ref} {...props} />;
});

const nothing = () => {};

/**
 * The parts of `@remix-run/react` the site's components use, answering from `state`: links are plain
 * anchors, forms plain forms, `Await` hands its value over at once, and a fetcher is idle.
 */
export function remixReactMock(state: RemixState = {}) {
  return {
    Link,
    NavLink,
    Form,
    Await: ({ resolve, children }: { resolve: unknown; children: (value: unknown) => ReactNode }) => <>{children(resolve)}</>,
    useLoaderData: () => state.loaderData,
    useRouteLoaderData: () => state.routeLoaderData,
    useActionData: () => state.actionData,
    useLocation: () => ({ pathname: state.pathname ?? '/', search: state.search ? `?${state.search}` : '' }),
    useSearchParams: () => [new URLSearchParams(state.search ?? ''), state.setSearchParams ?? nothing],
    useNavigation: () => state.navigation ?? { state: 'idle' },
    useRevalidator: () => ({ revalidate: state.revalidate ?? nothing, state: 'idle' }),
    useFetcher: () => ({ state: 'idle', data: undefined, submit: state.submit ?? nothing, Form: 'form' }),
  };
}
