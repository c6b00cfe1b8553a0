import type { NodeExecution } from '@paperlight/api-client';
import { useState } from 'react';
import type { ResultFrameOptions } from '../ResultModals';
import {
  MindmapModal,
  PaperModal,
  PODCAST_SHARE_HINT,
  PodcastFeedLink,
  PodcastModal,
  PresentationModal,
  ScriptModal,
  ShareLinks,
  StoryboardModal,
  VideoPlayerModal,
} from '../ResultModals';
import { useEditableResult } from './useEditableResult';
import { useGenerate } from './useGenerate';
import { useEditableDetails } from './useEditableDetails';
import { useShares } from './useShares';
import { useWorkspace, useWorkspaceEnv } from './WorkspaceContext';

/** The video's scenes ({start, duration}) from its `jsonOutput`, for the player's chapters. */
const scenesOf = (output: unknown): { start: number }[] | null => {
  const scenes = (output as { scenes?: unknown } | null | undefined)?.scenes;
  return Array.isArray(scenes)
    ? scenes.filter((scene): scene is { start: number } => typeof (scene as { start?: unknown })?.start === 'number')
    : null;
};

const stringField = (data: unknown, key: string): string | null => {
  const value = (data as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The owner's public links to a finished video or episode: create, copy, revoke (nothing for guests). */
function NodeShareLinks({ nodeId, completed, hint }: { nodeId: string; completed: boolean; hint?: string }) {
  const { adapter, guest, project, shareUrl, store } = useWorkspaceEnv();
  const shares = useWorkspace((state) => state.shares);
  const { createShare, revokeShare } = adapter;
  if (guest || !createShare || !revokeShare || !completed) return null;
  return (
    <ShareLinks
      tokens={shares.filter((link) => link.clientNodeId === nodeId).map((link) => link.token)}
      urlOf={shareUrl}
      {...(hint ? { hint } : {})}
      onCreate={async () => {
        const link = await createShare(project.id, nodeId);
        store.getState().set({ shares: [link, ...store.getState().shares] });
      }}
      onRevoke={async (token) => {
        await revokeShare(project.id, token);
        store.getState().set({ shares: store.getState().shares.filter((link) => link.token !== token) });
      }}
    />
  );
}

/** The owner's podcast feed under a finished episode's share links (issue 34). */
function OwnerPodcastFeed() {
  const { adapter, guest } = useWorkspaceEnv();
  const { podcastFeed, createPodcastFeed, revokePodcastFeed } = adapter;
  if (guest || !podcastFeed || !createPodcastFeed || !revokePodcastFeed) return null;
  return <PodcastFeedLink load={podcastFeed} onCreate={createPodcastFeed} onRevoke={revokePodcastFeed} />;
}

function VideoResult({
  nodeId,
  execution,
  completed,
  onOpenChange,
  frame,
}: {
  nodeId: string;
  execution: NodeExecution | null | undefined;
  completed: boolean;
  onOpenChange: (open: boolean) => void;
  frame: ResultFrameOptions;
}) {
  const { adapter, mode, project } = useWorkspaceEnv();
  return (
    <VideoPlayerModal
      open
      onOpenChange={onOpenChange}
      {...frame}
      mode={mode}
      videoUrl={execution?.videoUrl}
      subtitlesUrl={stringField(execution?.outputData, 'subtitlesUrl')}
      chaptersUrl={stringField(execution?.outputData, 'chaptersUrl')}
      posterUrl={stringField(execution?.outputData, 'posterUrl')}
      scenes={scenesOf(execution?.jsonOutput)}
      title={project.name}
      fetchFile={adapter.fetchFile}
    >
      <NodeShareLinks nodeId={nodeId} completed={completed} />
    </VideoPlayerModal>
  );
}

/**
 * The open result (the paper's contents, the script, the storyboard, the video, the mind map, the deck or the episode) in a panel beside
 * the canvas, which stays in view (issue 31); 'Full screen' is the user's choice and is kept while
 * they open other results.
 */
export function ResultViews() {
  const { adapter, guest, store } = useWorkspaceEnv();
  const generate = useGenerate();
  const viewingNode = useWorkspace((state) => (state.viewing ? (state.nodes.find((node) => node.id === state.viewing) ?? null) : null));
  const resultEditing = useEditableResult();
  const detailsEditing = useEditableDetails();
  const [fullScreen, setFullScreen] = useState(false);
  useShares();
  if (!viewingNode) return null;
  const close = (open: boolean) => (open ? undefined : store.getState().set({ viewing: null }));
  const frame: ResultFrameOptions = { presentation: 'panel', fullScreen, onFullScreenChange: setFullScreen };
  const { execution } = viewingNode.data;
  switch (viewingNode.type) {
    case 'paperInput':
      return <PaperModal open onOpenChange={close} execution={execution} {...frame} {...detailsEditing(viewingNode.id)} />;
    case 'script':
      return <ScriptModal open onOpenChange={close} execution={execution} {...frame} {...resultEditing(viewingNode.id)} />;
    case 'storyboard':
      return <StoryboardModal open onOpenChange={close} execution={execution} {...frame} {...resultEditing(viewingNode.id)} />;
    case 'video':
      return (
        <VideoResult
          nodeId={viewingNode.id}
          execution={execution}
          completed={viewingNode.data.status === 'completed'}
          onOpenChange={close}
          frame={frame}
        />
      );
    case 'mindmap':
      return (
        <MindmapModal
          open
          onOpenChange={close}
          execution={execution}
          {...frame}
          {...(adapter.fetchFile ? { fetchFile: adapter.fetchFile } : {})}
        />
      );
    case 'podcast':
      return (
        <PodcastModal
          open
          onOpenChange={close}
          execution={execution}
          {...frame}
          {...resultEditing(viewingNode.id)}
          {...(adapter.fetchFile ? { fetchFile: adapter.fetchFile } : {})}
          {...(guest ? {} : { onRerender: () => void generate(viewingNode.id) })}
        >
          <NodeShareLinks nodeId={viewingNode.id} completed={viewingNode.data.status === 'completed'} hint={PODCAST_SHARE_HINT} />
          <OwnerPodcastFeed />
        </PodcastModal>
      );
    case 'presentation':
      return (
        <PresentationModal
          open
          onOpenChange={close}
          execution={execution}
          {...frame}
          {...(adapter.fetchFile ? { fetchFile: adapter.fetchFile } : {})}
        />
      );
    default:
      return null;
  }
}
