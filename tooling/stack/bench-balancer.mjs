#!/usr/bin/env node
// The load balancer of `pnpm bench:scale`, in its own process: round robin by connection, the bytes
// piped through (as HAProxy in TCP mode does), so the balancer parses no HTTP. An HTTP-parsing proxy
// (http-proxy) in the bench's process added a p99 of 1.5 s to reads that took 104 ms straight at an
// api (decision 0178).
//   env: PORT, TARGETS (comma-separated http://host:port)
import { connect, createServer } from 'node:net';

const targets = (process.env.TARGETS ?? '')
  .split(',')
  .filter(Boolean)
  .map((origin) => new URL(origin));
let next = 0;
const balancer = createServer((client) => {
  const target = targets[next++ % targets.length];
  const upstream = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
  client.setNoDelay(true);
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
});
balancer.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
