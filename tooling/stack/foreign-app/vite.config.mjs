// The foreign app of check:packages (issue 17): a plain Vite + React app that knows nothing of
// the Paperlight repo and uses only what the packages' tarballs ship. No plugins: esbuild turns
// the TSX into React's automatic runtime, and the packages bring their own compiled CSS.
export default {
  base: './',
  esbuild: { jsx: 'automatic' },
  build: { outDir: process.env.FOREIGN_APP_OUT ?? 'dist', emptyOutDir: true, sourcemap: false },
  logLevel: 'warn',
};
