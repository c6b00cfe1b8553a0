import { useContext } from 'react';
import { LinkComponentContext, type LinkComponent } from './LinkProvider';

/** The link component of the nearest `LinkProvider`, or a plain `<a>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}
