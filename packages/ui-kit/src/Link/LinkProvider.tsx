import { createContext, forwardRef, type AnchorHTMLAttributes, type ForwardRefRenderFunction, type ReactNode } from 'react';

/** Props every link component receives: an anchor's attributes with a required `href`. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A component that renders a link, e.g. an adapter over a router's `<Link>`. */
export type LinkComponent = ReturnType<typeof makeLinkComponent>;

/**
 * Wraps a render function as a link component with a forwarded ref (Braid's `makeLinkComponent`).
 * @example
 * const RemixLink = makeLinkComponent(({ href, ...rest }, ref) => <Link ref={ref} to={href} {...rest} />);
 */
export function makeLinkComponent(render: ForwardRefRenderFunction<HTMLAnchorElement, LinkComponentProps>) {
  return forwardRef(render);
}

/** The default link: a plain anchor. */
export const DefaultLink = makeLinkComponent((props, ref) => <a ref={ref} {...props} />);
DefaultLink.displayName = 'DefaultLink';

export const LinkComponentContext = createContext<LinkComponent>(DefaultLink);

export interface LinkProviderProps {
  /**
   * Component used by every link inside, so packages navigate without knowing the router.
   * @default DefaultLink (a plain `<a>`)
   * @example <LinkProvider component={RemixLink}>…</LinkProvider>
   */
  component?: LinkComponent;
  children?: ReactNode;
}

/** Provides the link component that `useLinkComponent()` returns. */
export function LinkProvider({ component = DefaultLink, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}
