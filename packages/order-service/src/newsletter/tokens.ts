// Signed links of the newsletter's double opt-in (decision 069). A token carries the subscriber's
// row id, its purpose and when it was made, signed with HMAC-SHA256 under a secret of the data
// folder, so the service checks it without storing it. Layout (then base64url, 67 characters):
// version (1 byte) | purpose (1) | row id (8, big-endian) | issued at, Unix ms (8) | HMAC (32).
import {createHmac, randomBytes, timingSafeEqual} from 'node:crypto';
import {linkSync, readFileSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** What a token lets its holder do. */
export type TokenPurpose = 'confirm' | 'unsubscribe';

/** A token's content once its signature checked out. */
interface TokenClaims {
  /** What it is for. */
  purpose: TokenPurpose;
  /** Row id in `newsletter_subscriptions`. */
  subscriber: number;
  /** When it was made. */
  issuedAt: Date;
}

/** The secret's file in the data folder: 64 hex digits, readable by the service's user only. */
export const SECRET_FILE = 'newsletter-secret';

const VERSION = 1;
const PURPOSE_BYTES: Readonly<Record<TokenPurpose, number>> = {confirm: 1, unsubscribe: 2};
const HEADER_BYTES = 18;
const MAC_BYTES = 32;
const TOKEN_BYTES = HEADER_BYTES + MAC_BYTES;
/** base64url of TOKEN_BYTES bytes, without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{67}$/;
// Binds the MAC to this use, so the secret could never sign something else by accident.
const MAC_CONTEXT = Buffer.from('schaufenster newsletter token\0');

/** Makes and checks tokens under one secret. */
export interface TokenSigner {
  /** A token for `purpose` of row `subscriber`, made at `issuedAt`. */
  sign(purpose: TokenPurpose, subscriber: number, issuedAt: Date): string;
  /** The claims of `token` when it is well-formed, signed by this secret and for `purpose`. */
  verify(token: unknown, purpose: TokenPurpose): TokenClaims | null;
}

/** A signer over `secret` (at least 32 bytes). */
export function tokenSigner(secret: Uint8Array): TokenSigner {
  if (secret.length < 32) throw new RangeError('The newsletter secret needs at least 32 bytes');
  const key = Buffer.from(secret);
  const mac = (header: Buffer) =>
    createHmac('sha256', key).update(MAC_CONTEXT).update(header).digest();
  return {
    sign(purpose, subscriber, issuedAt) {
      if (!Number.isSafeInteger(subscriber) || subscriber < 1) {
        throw new RangeError(`Not a row id: ${subscriber}`);
      }
      const header = Buffer.alloc(HEADER_BYTES);
      header.writeUInt8(VERSION, 0);
      header.writeUInt8(PURPOSE_BYTES[purpose], 1);
      header.writeBigUInt64BE(BigInt(subscriber), 2);
      header.writeBigUInt64BE(BigInt(Math.max(0, issuedAt.getTime())), 10);
      return Buffer.concat([header, mac(header)]).toString('base64url');
    },
    verify(token, purpose) {
      if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      // The last character may carry bits a decoder drops: only the one spelling is valid.
      if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return null;
      const header = bytes.subarray(0, HEADER_BYTES);
      if (!timingSafeEqual(bytes.subarray(HEADER_BYTES), mac(header))) return null;
      if (header.readUInt8(0) !== VERSION || header.readUInt8(1) !== PURPOSE_BYTES[purpose]) {
        return null;
      }
      const subscriber = header.readBigUInt64BE(2);
      const issuedAt = header.readBigUInt64BE(10);
      if (subscriber < 1n || subscriber > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      if (issuedAt > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      return {purpose, subscriber: Number(subscriber), issuedAt: new Date(Number(issuedAt))};
    },
  };
}

const SECRET_PATTERN = /^[0-9a-f]{64}$/;

function readSecret(file: string): Buffer {
  const text = readFileSync(file, 'utf8').trim();
  if (!SECRET_PATTERN.test(text)) {
    throw new Error(
      `${file} does not hold a newsletter secret (64 hex digits). Delete it to make a new one; ` +
        'links in confirmation mails already sent stop working.',
    );
  }
  return Buffer.from(text, 'hex');
}

function createOnce(file: string, secret: string): void {
  try {
    writeFileSync(file, secret, {flag: 'wx', mode: 0o600});
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * The data folder's secret, made on first use. Two processes on one folder must agree: each
 * writes a candidate to a file of its own (flag `wx`, mode 0600) and links it to the secret's
 * name, which fails when the name exists; then everyone reads the file under that name, which is
 * always complete.
 */
export function loadOrCreateSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = `${randomBytes(32).toString('hex')}\n`;
  const candidate = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(candidate, secret, {flag: 'wx', mode: 0o600});
  try {
    linkSync(candidate, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A file system without hard links: create the name itself, which `wx` makes exclusive.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') createOnce(file, secret);
    else if (code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(candidate);
  }
  return readSecret(file);
}
