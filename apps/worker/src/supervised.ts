import type { Database } from '@paperlight/db';
import type { FromWorkerMessage, ToWorkerMessage } from '@paperlight/remix-core';
import { createJobRunner } from './runner';
import { createWorkerRuntime, type WorkerOptions } from './runtime';

export interface SupervisedWorker {
  close(): Promise<void>;
}

/**
 * The worker as a child of an api (decision 0018): it claims jobs from the shared database when the
 * api says there is work (and on every heartbeat, in case a word was lost), and sends its events
 * back over IPC for the api to deliver to the owner's sockets.
 */
export function startSupervisedWorker(
  options: Omit<WorkerOptions, 'database'> & { database: Database },
  send: (message: FromWorkerMessage) => void,
): SupervisedWorker {
  const { runtime, concurrency, close: closeEngines } = createWorkerRuntime(options);
  const runner = createJobRunner(
    { ...runtime, emit: (userId, event, payload) => send({ type: 'emit', userId, event, payload }) },
    concurrency,
    { onStarted: (jobId) => send({ type: 'started', jobId }), onFinished: (jobId) => send({ type: 'finished', jobId }) },
  );
  const poll = setInterval(() => runner.pump(), runtime.heartbeatMs);
  const onMessage = (message: ToWorkerMessage) => {
    if (message?.type === 'wake') runner.pump();
    else if (message?.type === 'cancel') runner.cancel(message.jobId);
  };
  process.on('message', onMessage);
  runner.pump();
  return {
    async close() {
      clearInterval(poll);
      process.off('message', onMessage);
      await runner.close();
      await closeEngines();
    },
  };
}
