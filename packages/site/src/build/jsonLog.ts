// The build's console as JSON lines when `LOG_FORMAT=json` (docs/operations/monitoring.md):
// each console call becomes one masked line of the shared logger, named `build`. Without it the
// build prints its usual text, on a terminal or not: a person reads it, and the bench, the publish
// server and `npm start` read its report lines.
/** Routes this thread's console through a JSON logger when `env` asks for JSON lines. */
export async function routeBuildConsole(
  env: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  if (env['LOG_FORMAT']?.trim().toLowerCase() !== 'json') return;
  // Loaded only then: the build's main process keeps its small set of modules (decision 055).
  const {createLogger, routeConsole} = await import('@schaufenster/core/node');
  routeConsole(createLogger({name: 'build', format: 'json'}));
}
