#!/usr/bin/env node
// The readers of `pnpm bench:scale` in their own process (forked, with IPC): autocannon sends the
// page calls until the parent says 'stop', then sends back the result. In the bench's own process,
// the bench's work delayed the moment answers were read, and that counted as latency.
//   message in: { url, connections, rate, requests }, then 'stop'; message out: autocannon's result
import autocannon from 'autocannon';

process.once('message', ({ url, connections, rate, requests }) => {
  const reading = autocannon({ url, connections, duration: 3600, requests, ...(rate > 0 ? { overallRate: rate } : {}) });
  reading.on('done', (result) => process.send(result, () => process.exit(0)));
  process.on('message', (message) => {
    if (message === 'stop') reading.stop();
  });
});
