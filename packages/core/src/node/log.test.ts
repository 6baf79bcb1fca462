// The shared log (docs/operations/monitoring.md): examples, then fast-check properties showing
// that no e-mail address and no full visitor IP address reaches a line, in fields or free text.
import {isIPv6} from 'node:net';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  createLogger,
  logFormat,
  maskText,
  maskValue,
  requestIdOf,
  routeConsole,
  truncateIp,
  type LogFormat,
} from './log.ts';

/** A logger writing into an array, with its lines. */
function collect(format: LogFormat, level: 'debug' | 'info' = 'info') {
  const lines: string[] = [];
  const logger = createLogger({
    name: 'test',
    format,
    level,
    destination: {write: (line) => lines.push(line)},
  });
  return {
    logger,
    lines,
    json: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** The eight groups of an IPv6 address, through the URL parser's canonical form. */
function groupsOf(address: string): string[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  return [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}

/** Text a log line may hold around a value: words, punctuation, JSON quotes. */
const surrounding = fc.constantFrom('', ' ', 'to ', '"', '(', ', ', '<', ': ', 'client=');
const ending = fc.constantFrom('', ' ', '.', '"', ')', ',', '>', ' failed');
/**
 * Before an e-mail address: not `client=`, since `=` may be part of a local part (RFC 5322), so
 * `client=a@b.example` masks as `c***@b.example`; a link's scheme is.
 */
const beforeEmail = fc.constantFrom('', ' ', 'to ', '"', '(', ', ', '<', ': ', 'mailto:');

/** Public IPv4 addresses (loopback and 0.0.0.0 are kept on purpose). */
const visitorIpv4 = fc.ipV4().filter((ip) => !ip.startsWith('127.') && ip !== '0.0.0.0');

describe('masking examples', () => {
  it('masks e-mail addresses and truncates IP addresses in free text', () => {
    expect(maskText('order SF-1001 mailed to jana.schmidt@example.com from 203.0.113.77')).toBe(
      'order SF-1001 mailed to j***@example.com from 203.0.113.0',
    );
    expect(maskText('visitor 2001:db8:85a3:8d3:1319:8a2e:370:7348 and [2001:db8::1]:443')).toBe(
      'visitor 2001:db8:85a3:: and [2001:db8::]:443',
    );
    expect(maskText('proxy ::ffff:198.51.100.9, link fe80::1%eth0.')).toBe(
      'proxy ::ffff:198.51.100.0, link fe80::.',
    );
  });

  it('keeps what is no address: times, versions, package names, this machine', () => {
    const text =
      'at 2026-12-07T18:15:12.000Z 12:30:45 mac aa:bb:cc:dd:ee:ff pino@10.4.0 v1.2.3 ' +
      'http://127.0.0.1:4174 on 0.0.0.0 and ::1 node_modules/@schaufenster/core';
    expect(maskText(text)).toBe(text);
  });

  it('masks every string of a value, keys and errors included', () => {
    const error = new Error('SMTP refused bob@shop.example');
    const masked = maskValue({
      to: 'bob@shop.example',
      list: ['203.0.113.5', {deep: 'x@y.example'}],
      'ana@example.org': 1,
      error,
      at: new Date(0),
    }) as Record<string, unknown>;
    expect(masked).toMatchObject({
      to: 'b***@shop.example',
      list: ['203.0.113.0', {deep: 'x***@y.example'}],
      'a***@example.org': 1,
      error: {type: 'Error', message: 'SMTP refused b***@shop.example'},
      at: '1970-01-01T00:00:00.000Z',
    });
    expect(JSON.stringify(masked)).not.toContain('bob@');
  });

  it('survives cycles', () => {
    const cyclic: Record<string, unknown> = {name: 'a@b.example'};
    cyclic['self'] = cyclic;
    expect(maskValue(cyclic)).toEqual({name: 'a***@b.example', self: '[circular]'});
  });
});

describe('masking properties', () => {
  it('no generated e-mail address survives in free text, and its domain stays', () => {
    fc.assert(
      fc.property(fc.emailAddress(), beforeEmail, ending, (email, before, after) => {
        const masked = maskText(`${before}${email}${after}`);
        const at = email.lastIndexOf('@');
        const domain = email.slice(at + 1);
        // One character of the local part is kept on purpose: `j***@example.com`.
        if (at > 1) expect(masked).not.toContain(email);
        expect(masked).toContain(`${email[0]}***@${domain}`);
        expect(maskText(masked)).toBe(masked);
      }),
    );
  });

  it('no generated e-mail address survives in any field of a JSON line', () => {
    const emails = fc.emailAddress().filter((email) => email.indexOf('@') > 1);
    fc.assert(
      fc.property(emails, fc.string(), (email, key) => {
        const {logger, lines} = collect('json');
        logger.info(`sent to ${email}`, {to: email, [key]: [{note: `reply ${email}`}]});
        expect(lines).toHaveLength(1);
        expect(lines[0]).not.toContain(email);
        JSON.parse(lines[0] ?? '');
      }),
    );
  });

  it('IPv4 addresses keep their /24 and lose the host part', () => {
    fc.assert(
      fc.property(visitorIpv4, surrounding, ending, (ip, before, after) => {
        const network = ip.slice(0, ip.lastIndexOf('.'));
        expect(truncateIp(ip)).toBe(`${network}.0`);
        const masked = maskText(`${before}${ip}${after}`);
        expect(masked).toBe(`${before}${network}.0${after}`);
        expect(maskText(masked)).toBe(masked);
      }),
    );
  });

  it('IPv6 addresses keep their /48 and lose the rest', () => {
    const local = ['0:0:0:0:0:0:0:0', '0:0:0:0:0:0:0:1'];
    const visitorIpv6 = fc.ipV6().filter((ip) => !local.includes(groupsOf(ip).join(':')));
    fc.assert(
      fc.property(visitorIpv6, surrounding, ending, (ip, before, after) => {
        const truncated = truncateIp(ip);
        expect(isIPv6(truncated)).toBe(true);
        const mapped = /^::ffff:(\d+\.\d+\.\d+)\.\d+$/i.exec(ip);
        if (mapped) {
          expect(truncated).toBe(`::ffff:${mapped[1]}.0`);
        } else {
          expect(groupsOf(truncated)).toEqual([
            ...groupsOf(ip).slice(0, 3),
            '0',
            '0',
            '0',
            '0',
            '0',
          ]);
        }
        const masked = maskText(`${before}${ip}${after}`);
        expect(masked).toBe(`${before}${truncated}${after}`);
        expect(maskText(masked)).toBe(masked);
      }),
    );
  });
});

describe('createLogger', () => {
  it('writes JSON lines with level, time, name, message and fields', () => {
    const {logger, json} = collect('json');
    logger.child({requestId: 'r-1'}).info('GET /health 200 2ms', {client: '198.51.100.23'});
    logger.debug('dropped below info');
    expect(json()).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        name: 'test',
        requestId: 'r-1',
        client: '198.51.100.0',
        msg: 'GET /health 200 2ms',
      },
    ]);
  });

  it('writes text lines for a person, masked the same way', () => {
    const {logger, lines} = collect('text', 'debug');
    logger.child({requestId: 'r 2'}).warn('mail to ana@example.org failed', {tries: 3});
    logger.debug('detail');
    expect(lines).toEqual([
      '[test] warning: mail to a***@example.org failed requestId="r 2" tries=3\n',
      '[test] detail\n',
    ]);
  });

  it('routes the console through a logger and back', () => {
    const {logger, json} = collect('json');
    const restore = routeConsole(logger);
    try {
      console.warn('could not reach %s', 'ana@example.org');
    } finally {
      restore();
    }
    expect(json()).toMatchObject([{level: 'warn', msg: 'could not reach a***@example.org'}]);
  });

  it('takes LOG_FORMAT, else text on a terminal and JSON elsewhere', () => {
    expect(logFormat({}, true)).toBe('text');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({LOG_FORMAT: 'JSON'}, true)).toBe('json');
    expect(logFormat({LOG_FORMAT: 'text'}, false)).toBe('text');
  });
});

describe('requestIdOf', () => {
  it('takes a plain incoming id and makes one otherwise', () => {
    expect(requestIdOf('proxy-1234.abc:5')).toBe('proxy-1234.abc:5');
    for (const bad of [undefined, '', 'a b', 'x\r\ny', 'é', 'a'.repeat(129), ['a', 'b']]) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
