import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_DATA_DIR, DEFAULT_RETAILER, parseCliArgs} from './args.ts';

const CWD = '/repo';
const RETAILERS = '/repo/fixtures/retailers';
const parse = (...argv: string[]) => parseCliArgs(argv, CWD, RETAILERS);

describe('parseCliArgs', () => {
  it('defaults to the jeweller on 127.0.0.1:4174 with a data folder under the cwd', () => {
    expect(parse()).toEqual({
      kind: 'run',
      options: {
        source: {
          kind: 'retailer',
          name: DEFAULT_RETAILER,
          dir: '/repo/fixtures/retailers/juwelier-morgenstern',
        },
        port: 4174,
        host: '127.0.0.1',
        dataDir: path.join(CWD, DEFAULT_DATA_DIR),
        allowedOrigins: undefined,
        projects: [],
      },
    });
  });

  it('reads retailer, port, data, origins and projects', () => {
    const parsed = parse(
      '--retailer',
      'optik-klarblick',
      '--port',
      '0',
      '--data',
      'tmp/data',
      '--allow-origin',
      'http://localhost:4173',
      '--allow-origin',
      'https://example.com',
      '--project',
      'optik',
    );
    expect(parsed).toMatchObject({
      kind: 'run',
      options: {
        source: {kind: 'retailer', dir: '/repo/fixtures/retailers/optik-klarblick'},
        port: 0,
        dataDir: '/repo/tmp/data',
        allowedOrigins: ['http://localhost:4173', 'https://example.com'],
        projects: ['optik'],
      },
    });
  });

  it('reads a catalogue file instead of a retailer', () => {
    expect(parse('--catalogue', 'dist/shop-catalogue.json')).toMatchObject({
      kind: 'run',
      options: {source: {kind: 'file', file: '/repo/dist/shop-catalogue.json'}},
    });
  });

  it('takes the retailer folder from --fixtures', () => {
    expect(parse('--fixtures', '/data/retailers', '--retailer', 'demo')).toMatchObject({
      options: {source: {dir: '/data/retailers/demo'}},
    });
  });

  it('refuses bad ports, unknown options, path-like retailer names and both sources', () => {
    for (const argv of [
      ['--port', '70000'],
      ['--port', 'abc'],
      ['--bogus'],
      ['--retailer', '../etc'],
      ['--retailer', 'a', '--catalogue', 'b.json'],
    ]) {
      expect(parse(...argv).kind).toBe('error');
    }
  });

  it('reads the maximum order total and rate limits (decision 010e)', () => {
    expect(
      parse(
        '--max-order-total',
        '250000.50',
        '--rate-limit',
        'order=600,6000',
        '--rate-limit',
        'newsletter=off',
      ),
    ).toMatchObject({
      kind: 'run',
      options: {
        maxOrderTotal: 250_000.5,
        rateLimits: {order: {burst: 600, perMinute: 6000}, newsletter: false},
      },
    });
    expect(parse('--rate-limit', 'order=1,1', '--rate-limit', 'off')).toMatchObject({
      options: {rateLimits: false},
    });
    expect(parse()).toMatchObject({options: {maxOrderTotal: undefined, rateLimits: undefined}});
  });

  it('refuses a maximum that is no amount above 0 and rate limits it cannot read', () => {
    for (const argv of [
      ['--max-order-total', '0'],
      ['--max-order-total', '-5'],
      ['--max-order-total', '1e400'],
      ['--max-order-total', '12.345'],
      ['--rate-limit', 'orders=1,1'],
      ['--rate-limit', 'order=0,1'],
      ['--rate-limit', 'order=1,0'],
      ['--rate-limit', 'order=1'],
      ['--rate-limit', 'on'],
    ]) {
      expect(parse(...argv), argv.join(' ')).toMatchObject({kind: 'error'});
    }
  });

  it('asks for help', () => {
    expect(parse('--help')).toEqual({kind: 'help'});
  });
});
