// `npm run build`: builds the site from environment variables (docs/decisions/011-site-build.md).
// Runs on Node 24's type stripping, so it imports only Node, Vite and plain TypeScript.
import {runBuild} from './build.ts';
import {readBuildOptions} from './options.ts';

// React's production build for prerendering; workers inherit the environment.
process.env.NODE_ENV ??= 'production';

try {
  await runBuild(readBuildOptions(process.env));
} catch (error) {
  console.error(error instanceof Error ? `Build failed: ${error.message}` : error);
  process.exitCode = 1;
}
// Pages rendered in this thread (BUILD_WORKERS=0, or the few pages of an incremental build) leave
// timers of the render (the shop's query cache) running for minutes; the build is done.
process.exit();
