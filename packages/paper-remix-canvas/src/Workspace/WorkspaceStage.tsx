import { visuallyHidden } from '@paperlight/ui-kit';
import { useMemo } from 'react';
import { NodeCard } from '../NodeCard';
import type { CanvasActions } from '../PaperRemixCanvas/canvasActions';
import { FlowCanvas } from '../PaperRemixCanvas/FlowCanvas';
import { Palette } from '../PaperRemixCanvas/Palette';
import * as styles from '../PaperRemixCanvas/PaperRemixCanvas.css';
import { withOutputStatus } from '../workflow/status';
import { byPlace, useGraphEdits } from './useGraphEdits';
import { useWorkspace, useWorkspaceEnv } from './WorkspaceContext';

export const EMPTY_TITLE = 'Start Building Your Workflow';
export const EMPTY_HINT = 'Drag nodes from the palette or use a template to get started quickly';

function Empty() {
  return (
    <>
      <p className={styles.emptyTitle}>{EMPTY_TITLE}</p>
      <p className={styles.emptyHint}>{EMPTY_HINT}</p>
    </>
  );
}

export interface WorkspaceStageProps {
  isDesktop: boolean;
  /** Pixels, or 'fill' to take the height the workspace is given. */
  canvasHeight: number | 'fill';
  actions: CanvasActions;
}

/** The palette and the workflow: React Flow's canvas on large screens, a list of cards on small ones. */
export function WorkspaceStage({ isDesktop, canvasHeight, actions }: WorkspaceStageProps) {
  const { guest, onLocked, store } = useWorkspaceEnv();
  const nodes = useWorkspace((state) => state.nodes);
  const edges = useWorkspace((state) => state.edges);
  const paletteOpen = useWorkspace((state) => state.paletteOpen);
  const fitRequest = useWorkspace((state) => state.fitRequest);
  const viewing = useWorkspace((state) => state.viewing);
  const edits = useGraphEdits();
  const { live, edgeCounts, notReady, ...cardActions } = actions;
  const { moveNodes, recordMoveStart, set } = store.getState();
  // What the canvas draws: an output node shows the state of the step that feeds it.
  const shownNodes = useMemo(() => withOutputStatus(nodes, edges), [nodes, edges]);

  return (
    <>
      {/* Guests see the palette read-only, with its active, inactive and 'Soon' steps. */}
      {guest ? (
        <Palette locked onLocked={onLocked} onAdd={() => onLocked?.()} />
      ) : paletteOpen ? (
        <Palette onAdd={(type) => edits.addNode(type)} onClose={() => set({ paletteOpen: false })} />
      ) : null}

      <div className={styles.stage} style={isDesktop && canvasHeight !== 'fill' ? { height: canvasHeight } : undefined}>
        <h2 className={visuallyHidden}>Workflow</h2>
        {isDesktop ? (
          <>
            <FlowCanvas
              nodes={shownNodes}
              edges={edges}
              locked={guest}
              onMove={moveNodes}
              onMoveStart={recordMoveStart}
              onRemove={edits.remove}
              onConnect={edits.connect}
              onDropNode={edits.addNode}
              fitKey={fitRequest}
              onViewChange={(view) => set({ view })}
              keepInView={viewing}
            />
            {nodes.length === 0 ? (
              <div className={styles.empty}>
                <Empty />
              </div>
            ) : null}
          </>
        ) : nodes.length === 0 ? (
          <div className={styles.emptyList}>
            <Empty />
          </div>
        ) : (
          <ol className={styles.list} aria-label="Workflow steps">
            {[...shownNodes].sort(byPlace).map((node, index, ordered) => (
              <li key={node.id}>
                <NodeCard
                  node={node}
                  {...cardActions}
                  live={live?.[node.id]}
                  edgeCount={edgeCounts?.[node.id] ?? 0}
                  notReady={notReady?.[node.id]}
                  {...(guest
                    ? {}
                    : {
                        ...(index > 0 ? { onMoveUp: (id: string) => edits.move(id, -1) } : {}),
                        ...(index < ordered.length - 1 ? { onMoveDown: (id: string) => edits.move(id, 1) } : {}),
                      })}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
