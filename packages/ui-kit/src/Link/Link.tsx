import { forwardRef } from 'react';
import type { LinkComponentProps } from './LinkProvider';
import { useLinkComponent } from './useLinkComponent';

export type LinkProps = LinkComponentProps;

/** A link rendered through the provided link component. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const Component = useLinkComponent();
  return <Component ref={ref} {...props} />;
});
