import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time, so pages format them without intl-messageformat's parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const config: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pino'],
  // Cached reads are checked against the database's tag clock before they are served.
  cacheHandler: path.resolve('server/entry/cache-handler.mjs'),
  poweredByHeader: false,
  // The browser tests' build (scripts/e2e-serve.mjs) skips Next's type check: `npm test` has
  // run `tsc` over the same files just before.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  images: {
    localPatterns: [{ pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(config);
