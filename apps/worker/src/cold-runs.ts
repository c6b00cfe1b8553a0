/**
 * Which kinds of step (node types) this worker process has already started (decision 0088). The
 * first run of each kind pays the process's start-up: modules loaded on first use, fonts, caches
 * filled. The run records it (`execution.cold`), and the workspace's estimates measure the
 * deployment's speed on the later ones.
 */
export function coldRuns() {
  const started = new Set<string>();
  /** True the first time a kind is started in this process, false after. */
  return (nodeType: string): boolean => {
    if (started.has(nodeType)) return false;
    started.add(nodeType);
    return true;
  };
}

/** This process's record: one worker process, one set of kinds already run. */
export const firstRunOfKind = coldRuns();
