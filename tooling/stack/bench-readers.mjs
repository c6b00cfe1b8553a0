#!/usr/bin/env node
// The readers of `pnpm bench:scale` in their own process (forked, with IPC): autocannon sends the
// page calls until the parent says 'stop', then sends back the result. In the bench's own process,
// the bench's work delayed the moment answers were read, and that counted as latency.
// Before it measures, it reads for `warmupSeconds` unmeasured and says 'ready': a cold process (its
// modules loading, its connections opening, the apis' first answers compiled) stalled its own event
// loop for up to 1.2 s in the first seconds, and every answer due meanwhile counted as that late.
//   message in: { url, connections, rate, requests, warmupSeconds }, then 'stop';
//   messages out: 'ready' when the measured reading starts, then autocannon's result
import autocannon from 'autocannon';

process.once('message', async ({ url, connections, rate, requests, warmupSeconds = 0 }) => {
  const options = { url, connections, requests, ...(rate > 0 ? { overallRate: rate } : {}) };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const reading = autocannon({ ...options, duration: 3600 });
  process.send('ready');
  reading.on('done', (result) => process.send(result, () => process.exit(0)));
  process.on('message', (message) => {
    if (message === 'stop') reading.stop();
  });
});
