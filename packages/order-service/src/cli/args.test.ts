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

  it('asks for help', () => {
    expect(parse('--help')).toEqual({kind: 'help'});
  });
});
