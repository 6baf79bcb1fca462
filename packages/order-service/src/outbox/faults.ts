// Test-only fault points of the outbox (decision 066): `OUTBOX_FAULT` names the point at which the
// process kills itself, so a test can prove that a restart loses no message. The service refuses
// to start with one unless NODE_ENV is `test`.

/** Where the process can be made to die. */
const OUTBOX_FAULTS = ['after-commit', 'after-smtp-accept', 'before-mark-sent'] as const;
/** A fault point. */
export type OutboxFault = (typeof OUTBOX_FAULTS)[number];

/** The fault `value` names, or an error message when it names none or faults are not allowed. */
export function parseOutboxFault(
  value: string | undefined,
  nodeEnv: string | undefined,
): {ok: true; fault: OutboxFault | undefined} | {ok: false; message: string} {
  if (value === undefined || value === '') return {ok: true, fault: undefined};
  if (nodeEnv !== 'test') {
    return {ok: false, message: 'OUTBOX_FAULT is for tests only: it needs NODE_ENV=test'};
  }
  const fault = OUTBOX_FAULTS.find((name) => name === value);
  if (!fault) {
    return {ok: false, message: `Invalid OUTBOX_FAULT ${value}: ${OUTBOX_FAULTS.join(', ')}`};
  }
  return {ok: true, fault};
}

/**
 * A check to call at each point: kills the process with SIGKILL when `fault` is that point, as
 * a crash would (no exit handlers, no flushing, an open transaction left to roll back).
 */
export function faultPoint(fault: OutboxFault | undefined): (point: OutboxFault) => void {
  return (point) => {
    if (point !== fault) return;
    process.stderr.write(`[order-service] OUTBOX_FAULT ${point}: killing the process\n`);
    process.kill(process.pid, 'SIGKILL');
  };
}
