import { makeLinkComponent } from '@paperlight/ui-kit';
import { Link } from '@remix-run/react';

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;
// Resource routes answer with redirects or JSON, not a page: the browser must load them itself.
const DOCUMENT_ONLY = /^\/(auth|api)\//;

/** ui-kit's link adapter: router links inside the site, plain anchors for other origins and new tabs. */
export const RemixLink = makeLinkComponent(({ href, ...rest }, ref) => {
  if (EXTERNAL.test(href) || DOCUMENT_ONLY.test(href) || rest.target === '_blank' || rest.download !== undefined)
    return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
});
RemixLink.displayName = 'RemixLink';
