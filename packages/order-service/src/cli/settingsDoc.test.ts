// The deployment guide's settings file (docs/operations/deploy.md, step 5) lists the service's
// optional settings commented out with their defaults. This test reads those lines and checks
// that each value is the default the service uses without it, so the guide cannot drift from the
// code: a changed default fails here until the guide says the same.
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {backupEnvironment} from '../backup/schedule.ts';
import {DEFAULT_OUTBOX_MAX_AGE_MS, healthEnvironment} from '../health.ts';
import {retentionEnvironment} from '../privacy/retention.ts';

const DEPLOY_DOC = fileURLToPath(new URL('../../../../docs/operations/deploy.md', import.meta.url));

/** The `# NAME=value` lines of the block that writes `orders.env`. */
function commentedDefaults(): Record<string, string> {
  const text = readFileSync(DEPLOY_DOC, 'utf8');
  const start = text.indexOf('cat > "$CONFIG_DIR/orders.env" <<EOF');
  const end = text.indexOf('\nEOF\n', start);
  expect(start, 'the block writing orders.env').toBeGreaterThan(-1);
  const found: Record<string, string> = {};
  for (const line of text.slice(start, end).split('\n')) {
    const match = /^# ([A-Z][A-Z0-9_]*)=(\S+)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) found[match[1]] = match[2];
  }
  return found;
}

describe("the deployment guide's orders.env", () => {
  it('lists retention, health and backup settings with the service’s own defaults', () => {
    const listed = commentedDefaults();
    expect(Object.keys(listed).sort()).toEqual([
      'BACKUP_INTERVAL_HOURS',
      'BACKUP_KEEP',
      'HEALTH_OUTBOX_MAX_AGE',
      'RETENTION_MESSAGES_DAYS',
    ]);
    expect(retentionEnvironment(listed)).toEqual(retentionEnvironment({}));
    expect(backupEnvironment(listed)).toEqual(backupEnvironment({}));
    expect(healthEnvironment(listed)).toEqual({
      ok: true,
      value: {outboxMaxAgeMs: DEFAULT_OUTBOX_MAX_AGE_MS},
    });
  });
});
