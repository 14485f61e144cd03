/** A task run again `intervalMs` after each run ends, until stopped; `stop` waits for a run in progress. */
export function repeatEvery(
  intervalMs: number,
  task: (stopped: () => boolean) => Promise<unknown>,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  const tick = () => {
    running = task(() => stopped)
      .then(() => undefined, onError)
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
