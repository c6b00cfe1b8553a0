import { useApiClient } from '@paperlight/api-client/react';
import { useMemo } from 'react';
import { createApiAdapter } from '../adapter';
import { Workspace } from '../Workspace/Workspace';
import type { PaperRemixCanvasProps } from './props';

export { EMPTY_HINT, EMPTY_TITLE } from '../Workspace/WorkspaceStage';
export type { PaperRemixCanvasProps } from './props';

function WithClientAdapter(props: PaperRemixCanvasProps) {
  const client = useApiClient();
  const adapter = useMemo(() => createApiAdapter(client), [client]);
  return <Workspace {...props} adapter={adapter} />;
}

/**
 * The Paper Remix workspace: header with Save, Clear and auto-save, the tool bar, the node
 * palette, the canvas (≥ 1024 px) or a stacked list, the configuration drawer and result modals.
 * Consumers import `@paperlight/paper-remix-canvas/styles.css` once; it includes React Flow's stylesheet.
 * @example
 * <PaperRemixCanvas project={project} mode="guest" onLocked={() => window.open(signUpUrl, '_blank')} />
 */
export function PaperRemixCanvas(props: PaperRemixCanvasProps) {
  // Only registered use without an explicit adapter needs the api client provider.
  return props.adapter ? <Workspace {...props} adapter={props.adapter} /> : <WithClientAdapter {...props} />;
}
