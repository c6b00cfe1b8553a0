// `pnpm start` for the site alone: server.mjs (remix-serve's recipe plus the request guard) on the port
// of SITE_URL, bound to HOST (decision 0001).
process.env.NODE_ENV ||= 'production';
await import('./server.mjs').then(async ({ createServer }) => {
  const siteUrl = new URL(process.env.SITE_URL || 'http://localhost:3000');
  const port = Number(process.env.PORT || siteUrl.port || (siteUrl.protocol === 'https:' ? 443 : 80));
  const host = process.env.HOST || '127.0.0.1';
  const app = await createServer({ buildPath: new URL('./build/server/index.js', import.meta.url).href });
  const server = app.listen(port, host, () => console.log(`[site] http://localhost:${port} (${host})`));
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
});
