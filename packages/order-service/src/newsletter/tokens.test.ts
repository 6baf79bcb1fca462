// The double opt-in's signed tokens (decision 069): a token checks out only unchanged, under its
// own secret and for its own purpose; the data folder's secret is made once, mode 0600, and two
// processes starting together agree on it.
import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import fc from 'fast-check';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {loadOrCreateSecret, SECRET_FILE, tokenSigner, type TokenPurpose} from './tokens.ts';

/** The seed of every property here; change it to explore, keep it fixed in the repository. */
const SEED = 20_261_207;

const secretA = Buffer.alloc(32, 7);
const secretB = Buffer.alloc(32, 8);
const signer = tokenSigner(secretA);

const purpose = fc.constantFrom<TokenPurpose>('confirm', 'unsubscribe');
const other = (value: TokenPurpose): TokenPurpose =>
  value === 'confirm' ? 'unsubscribe' : 'confirm';
const rowId = fc.integer({min: 1, max: Number.MAX_SAFE_INTEGER});
const time = fc.date({min: new Date(0), max: new Date('2200-01-01'), noInvalidDate: true});
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('newsletter tokens', () => {
  it('carry their row, purpose and time, for that purpose only', () => {
    fc.assert(
      fc.property(purpose, rowId, time, (kind, id, at) => {
        const token = signer.sign(kind, id, at);
        expect(token).toMatch(/^[A-Za-z0-9_-]{67}$/);
        expect(signer.verify(token, kind)).toEqual({purpose: kind, subscriber: id, issuedAt: at});
        expect(signer.verify(token, other(kind))).toBeNull();
        expect(tokenSigner(secretB).verify(token, kind)).toBeNull();
      }),
      {seed: SEED},
    );
  });

  it('are refused once any character is changed, dropped or added', () => {
    const tampered = fc
      .tuple(purpose, rowId, time, fc.nat(), fc.nat(ALPHABET.length - 1))
      .map(([kind, id, at, where, by]) => {
        const token = signer.sign(kind, id, at);
        const index = where % token.length;
        const swapped = ALPHABET[(ALPHABET.indexOf(token[index] ?? 'A') + 1 + by) % 64] ?? 'A';
        return {
          kind,
          variants: [
            `${token.slice(0, index)}${swapped === token[index] ? 'A' : swapped}${token.slice(index + 1)}`,
            token.slice(0, index) + token.slice(index + 1),
            `${token}A`,
            `${token.slice(0, index)}=${token.slice(index)}`,
          ].filter((variant) => variant !== token),
        };
      });
    fc.assert(
      fc.property(tampered, ({kind, variants}) => {
        for (const variant of variants) expect(signer.verify(variant, kind)).toBeNull();
      }),
      {seed: SEED},
    );
  });

  it('refuse anything that is not a token without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), purpose, (value, kind) => {
        expect(signer.verify(value, kind)).toBeNull();
      }),
      {seed: SEED},
    );
    for (const value of ['', ' '.repeat(67), 'a'.repeat(67), '\r\nBcc: x@example.com']) {
      expect(signer.verify(value, 'confirm')).toBeNull();
    }
  });

  it('refuse a token whose header was re-signed with another secret', () => {
    const forged = tokenSigner(secretB).sign('unsubscribe', 1, new Date());
    expect(signer.verify(forged, 'unsubscribe')).toBeNull();
  });

  it('need a secret of 32 bytes and a positive whole row id', () => {
    expect(() => tokenSigner(Buffer.alloc(16))).toThrow(RangeError);
    for (const id of [0, -1, 1.5, Number.NaN]) {
      expect(() => signer.sign('confirm', id, new Date())).toThrow(RangeError);
    }
  });
});

describe('the data folder secret', () => {
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsletter-secret-'));
  });
  afterEach(() => rmSync(dataDir, {recursive: true, force: true}));

  it('is made once with mode 0600 and read again after', () => {
    const first = loadOrCreateSecret(dataDir);
    expect(first).toHaveLength(32);
    expect(loadOrCreateSecret(dataDir)).toEqual(first);
    if (process.platform !== 'win32') {
      expect(statSync(path.join(dataDir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    }
  });

  it('is the same for processes that start together', {timeout: 30_000}, async () => {
    const module = fileURLToPath(new URL('./tokens.ts', import.meta.url));
    const script = `import {loadOrCreateSecret} from ${JSON.stringify(module)};
      process.stdout.write(loadOrCreateSecret(${JSON.stringify(dataDir)}).toString('hex'));`;
    const run = promisify(execFile);
    const outputs = await Promise.all(
      Array.from({length: 4}, () =>
        run(process.execPath, ['--input-type=module', '--eval', script]),
      ),
    );
    const secrets = new Set(outputs.map(({stdout}) => stdout));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toMatch(/^[0-9a-f]{64}$/);
    expect(loadOrCreateSecret(dataDir).toString('hex')).toBe([...secrets][0]);
  });

  it('that is not 64 hex digits stops the start, saying what to do', () => {
    writeFileSync(path.join(dataDir, SECRET_FILE), 'short');
    expect(() => loadOrCreateSecret(dataDir)).toThrow(/Delete it to make a new one/);
  });
});
