import { useClock } from '@paperlight/ui-kit';
import { useEffect } from 'react';
import { applyProcessedEvent, markProcessing } from '../workflow/status';
import { useWorkspaceEnv } from './WorkspaceContext';

/** Results and progress from the realtime feed land on the cards as they happen. */
export function useRealtime(): void {
  const { adapter, guest, refresh, store } = useWorkspaceEnv();
  const clock = useClock();
  useEffect(() => {
    if (guest || !adapter.subscribe) return undefined;
    const { setNodes, setLive } = store.getState();
    return adapter.subscribe(
      (event) => {
        setNodes((current) => applyProcessedEvent(current, event));
        setLive((current) => ({
          ...current,
          [event.clientNodeId]: { ...current[event.clientNodeId], percent: undefined, stage: undefined },
        }));
        // Its result may put later steps out of date (or bring this one up to date).
        void refresh();
      },
      {
        onProgress: (event) => {
          const receivedAt = clock.now();
          setLive((current) => ({
            ...current,
            [event.clientNodeId]: {
              ...current[event.clientNodeId],
              percent: event.percent,
              stage: event.stage,
              elapsedSec: event.elapsedSec,
              receivedAt,
            },
          }));
          // A step started elsewhere (another tab) is running, whatever this tab last heard.
          setNodes((current) =>
            current.some((node) => node.id === event.clientNodeId && node.data.status !== 'processing')
              ? markProcessing(current, event.clientNodeId)
              : current,
          );
        },
        onReconnect: () => void refresh(),
      },
    );
  }, [adapter, clock, guest, refresh, store]);
}
