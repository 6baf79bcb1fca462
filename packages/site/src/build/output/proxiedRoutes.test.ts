// Routes passed to local services (proxiedRoutes.ts) as nginx and Caddy read them from the
// generated configs: where a request goes, which methods, limits, headers and the answer of a
// service that is down, and the routes the configs refuse to carry.
import {describe, expect, it} from 'vitest';
import {DEFAULT_ORDER_UPSTREAM} from '../options.ts';
import {hostConfigFiles, hostProxies} from './hostConfigs.ts';
import {CADDY_FILE, HOST_ONLY_FILES, NGINX_FILE} from './hostRules.ts';
import type {ProxiedRoute} from './proxiedRoutes.ts';
import {FORWARDED, SERVERS} from './serverConfigs.testing.ts';

describe('proxied routes', () => {
  const route = (given: Partial<ProxiedRoute>): ProxiedRoute => ({
    name: 'Shop',
    path: '/ecom/',
    prefix: true,
    upstream: 'http://127.0.0.1:4174',
    upstreamPath: '/api/ecom/',
    methods: null,
    maxBodyBytes: 64 * 1024,
    timeoutSeconds: 30,
    unavailable: null,
    ...given,
  });
  const headers = '/*\n  X-Frame-Options: DENY\n';
  const redirects = '/alt  /neu  301\n';

  it.each(SERVERS)(
    '%s passes a prefix on with the rest of the path, any method',
    (_n, serverOf) => {
      const serve = serverOf(hostConfigFiles(headers, redirects, [route({})]));
      expect(serve('/ecom/order/JM-1?x=1', 'DELETE')).toEqual({
        headers: {},
        redirect: null,
        notFoundPage: '',
        proxy: {
          url: 'http://127.0.0.1:4174/api/ecom/order/JM-1?x=1',
          methods: null,
          maxBodyBytes: 65536,
          timeoutSeconds: 30,
          forwarded: FORWARDED,
          unavailable: null,
        },
      });
      expect(serve('/ecom/').proxy?.url).toBe('http://127.0.0.1:4174/api/ecom/');
      // The prefix without its "/" stays the site's (nginx would redirect it to the prefix).
      expect(serve('/ecom')).toMatchObject({proxy: null, headers: {'x-frame-options': 'DENY'}});
      expect(serve('/alt').redirect).toEqual({status: 301, location: '/neu'});
    },
  );

  it.each(SERVERS)(
    "%s answers a route's own JSON when its service is down or too slow, once per answer",
    (_n, serverOf) => {
      const down = {status: 503, body: '{"status":"error","errors":[{"code":"down"}]}'};
      const other = {status: 502, body: '{"status":"error"}'};
      const configs = hostConfigFiles(headers, redirects, [
        route({unavailable: down}),
        route({path: '/forms/', upstreamPath: '/forms/', unavailable: down}),
        route({path: '/other/', upstreamPath: '/other/', unavailable: other}),
        route({path: '/plain/', upstreamPath: '/plain/'}),
      ]);
      const serve = serverOf(configs);
      const json = {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'};
      for (const path of ['/ecom/order', '/forms/contact']) {
        expect(serve(path, 'POST').proxy?.unavailable, path).toEqual({...down, headers: json});
      }
      expect(serve('/other/x').proxy?.unavailable).toEqual({...other, headers: json});
      expect(serve('/plain/x').proxy?.unavailable).toBeNull();
      // Two answers: two named locations, two handlers.
      expect(configs[NGINX_FILE]?.match(/^ {4}location @\w+ \{$/gm)).toHaveLength(2);
      expect(configs[CADDY_FILE]?.match(/^\t\thandle @sf_u\d \{$/gm)).toHaveLength(2);
      // Only the servers' own 502 and 504: the services' own errors pass unchanged.
      expect(configs[NGINX_FILE]).not.toMatch(/^\s*proxy_intercept_errors/m);
    },
  );

  it('sends the client address as nginx saw it, not what the client claims', () => {
    const nginx = hostConfigFiles(headers, '', [route({})])[NGINX_FILE] ?? '';
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
    expect(nginx).toContain('proxy_set_header X-Real-IP $remote_addr;');
  });

  it('keeps the host files and the service units out of reach in both configs', () => {
    const configs = hostConfigFiles(headers, redirects);
    expect(HOST_ONLY_FILES).toEqual(
      expect.arrayContaining([
        '/_headers',
        '/_redirects',
        '/nginx.conf',
        '/Caddyfile',
        '/schaufenster-orders.service',
        '/schaufenster-publish.service',
      ]),
    );
    for (const file of HOST_ONLY_FILES) {
      expect(configs[NGINX_FILE]).toContain(`location = "${file}" {\n        return 404;`);
    }
    expect(configs[CADDY_FILE]).toContain(`@sf_host_only path ${HOST_ONLY_FILES.join(' ')}\n`);
    expect(configs[CADDY_FILE]).toContain('error @sf_host_only 404');
  });

  it('keeps the configs free of proxies when there are none', () => {
    const configs = hostConfigFiles(headers, redirects);
    expect(configs[NGINX_FILE]).not.toMatch(/proxy_pass|_allow/);
    expect(configs[CADDY_FILE]).not.toMatch(/reverse_proxy|sf_proxied|sf_unavailable/);
    expect(configs[NGINX_FILE]).not.toMatch(/error_page 502|_unavailable/);
  });

  it('refuses routes the configs could not carry or would answer differently', () => {
    const refused: [Partial<ProxiedRoute>, RegExp][] = [
      [{path: '/ecom'}, /ending in "\/" exactly for a prefix/],
      [{path: '/'}, /other than "\/"/],
      [{path: '/a b/'}, /plain path/],
      [{path: '/a/../b/'}, /plain path/],
      [{path: '/$x/'}, /plain path/],
      [{prefix: false, path: '/nginx.conf', upstreamPath: '/x'}, /host file/],
      [{upstreamPath: '/api'}, /upstream path/],
      [{upstream: 'http://127.0.0.1:4174/api'}, /not an http\(s\) origin/],
      [{upstream: 'ftp://127.0.0.1'}, /not an http\(s\) origin/],
      [{upstream: '127.0.0.1:4174'}, /not an http\(s\) origin/],
      [{methods: []}, /bad methods/],
      [{methods: ['post']}, /bad methods/],
      [{maxBodyBytes: 0}, /bad maxBodyBytes/],
      [{timeoutSeconds: 1.5}, /bad timeoutSeconds/],
      [{path: '/alt/', upstreamPath: '/'}, /_redirects \/alt catches it/],
      [{unavailable: {status: 404, body: '{}'}}, /not a 5xx/],
      [{unavailable: {status: 503, body: '{"a": 1}'}}, /not compact ASCII JSON/],
      [{unavailable: {status: 503, body: 'down'}}, /not compact ASCII JSON/],
      [{unavailable: {status: 503, body: '{"a":"$host"}'}}, /not compact ASCII JSON/],
      [{unavailable: {status: 503, body: '{"a":"\\u0041"}'}}, /not compact ASCII JSON/],
      [{unavailable: {status: 503, body: '{"a":"é"}'}}, /not compact ASCII JSON/],
    ];
    for (const [given, message] of refused) {
      expect(
        () => hostConfigFiles(headers, redirects, [route(given)]),
        JSON.stringify(given),
      ).toThrow(message);
    }
    expect(() =>
      hostConfigFiles(headers, '', [route({}), route({prefix: false, path: '/ecom/x'})]),
    ).toThrow(/overlaps \/ecom\//);
    expect(() => hostConfigFiles(headers, '', [route({}), route({})])).toThrow(/overlaps/);
  });

  it('names nginx variables apart for sites that differ only in their routes', () => {
    const prefixOf = (upstream: string) =>
      /map \$request_method \$(\w+)_p0_allow/.exec(
        hostConfigFiles(
          headers,
          '',
          hostProxies({publishUpstream: upstream, orderUpstream: DEFAULT_ORDER_UPSTREAM}),
        )[NGINX_FILE] ?? '',
      )?.[1];
    expect(prefixOf('http://127.0.0.1:4175')).toMatch(/^sf[0-9a-f]{8}$/);
    expect(prefixOf('http://127.0.0.1:4175')).not.toBe(prefixOf('http://127.0.0.1:5175'));
  });
});
