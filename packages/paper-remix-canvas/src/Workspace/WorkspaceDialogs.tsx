import { useClock } from '@paperlight/ui-kit';
import { useCallback, useMemo } from 'react';
import { ConfigurationDrawer } from '../ConfigurationDrawer';
import { NodeHistoryDialog } from '../NodeHistory';
import { ConnectDialog } from '../PaperRemixCanvas/ConnectDialog';
import { formatVersionTime, versionKindLabel } from '../ResultModals/VersionList';
import { useGraphEdits } from './useGraphEdits';
import { useWorkspace, useWorkspaceEnv } from './WorkspaceContext';

/** The configuration drawer, the wiring dialog and a node's run history. */
export function WorkspaceDialogs() {
  const { adapter, mode, onLocked, project, store } = useWorkspaceEnv();
  const nodes = useWorkspace((state) => state.nodes);
  const edges = useWorkspace((state) => state.edges);
  const configuring = useWorkspace((state) => state.configuring);
  const wiring = useWorkspace((state) => state.wiring);
  const historyOf = useWorkspace((state) => state.historyOf);
  const { connect, disconnect } = useGraphEdits();
  const { set, commit } = store.getState();
  const configuringNode = nodes.find((node) => node.id === configuring) ?? null;
  const wiringNode = wiring ? (nodes.find((node) => node.id === wiring.nodeId) ?? null) : null;
  const historyNodeId = historyOf?.id;
  const loadHistory = useCallback(
    () => (historyNodeId && adapter.history ? adapter.history(project.id, historyNodeId) : Promise.resolve([])),
    [adapter, project.id, historyNodeId],
  );

  const clock = useClock();
  // A script's History also compares its kept versions (issue 31).
  const { versions, versionOutput } = adapter;
  const scriptVersions = useMemo(
    () =>
      historyNodeId && historyOf?.type === 'script' && versions && versionOutput
        ? {
            load: () => versions(project.id, historyNodeId),
            loadOutput: (versionId: string) => versionOutput(project.id, historyNodeId, versionId),
            labelOf: (version: { kind: string; createdAt: string }) =>
              `${versionKindLabel(version.kind)}, ${formatVersionTime(version.createdAt, clock.now())}`,
          }
        : undefined,
    [clock, historyNodeId, historyOf?.type, project.id, versionOutput, versions],
  );
  // Every run's output opens (a film plays) from History, and an owner can delete one (decision 0173).
  const { runOutput, deleteVersion } = adapter;
  const runOutputs = useMemo(
    () => ({
      ...(historyNodeId && runOutput ? { loadOutput: (versionId: string) => runOutput(project.id, historyNodeId, versionId) } : {}),
      ...(historyNodeId && deleteVersion && mode !== 'guest'
        ? { deleteOutput: (versionId: string) => deleteVersion(project.id, historyNodeId, versionId) }
        : {}),
    }),
    [deleteVersion, historyNodeId, mode, project.id, runOutput],
  );

  return (
    <>
      <ConfigurationDrawer
        node={configuringNode}
        mode={mode}
        onLocked={onLocked}
        onOpenChange={(open) => (open ? undefined : set({ configuring: null }))}
        onChange={(nodeId, values) =>
          commit((current) => ({
            ...current,
            nodes: current.nodes.map((node) =>
              node.id === nodeId ? { ...node, data: { ...node.data, configuration: { ...node.data.configuration, basic: values } } } : node,
            ),
          }))
        }
      />
      {wiringNode && wiring ? (
        <ConnectDialog
          node={wiringNode}
          kind={wiring.kind}
          nodes={nodes}
          edges={edges}
          onConnect={connect}
          onDisconnect={disconnect}
          onClose={() => set({ wiring: null })}
        />
      ) : null}
      {historyOf ? (
        <NodeHistoryDialog
          open
          title={historyOf.data.title}
          nodeType={historyOf.type ?? 'paperInput'}
          load={loadHistory}
          {...runOutputs}
          {...(scriptVersions ? { scriptVersions } : {})}
          onOpenChange={(open) => (open ? undefined : set({ historyOf: null }))}
        />
      ) : null}
    </>
  );
}
