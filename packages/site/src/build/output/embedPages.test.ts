// Which pages' CSP allows which embed frames: read from the rendered HTML (decisions 025, 030).
import {describe, expect, it} from 'vitest';
import {embedPagesOf, embedProvidersOf} from './embedPages.ts';

describe('embedPagesOf', () => {
  it('allows each page exactly the frame hosts of the embeds it renders', () => {
    expect(
      embedPagesOf([
        {path: '/', html: '<main><p>data-sf-embed</p></main>'},
        {path: '/kontakt', html: '<div data-sf-embed="google_maps"></div>'},
        {
          path: '/uhren',
          html: '<div data-sf-embed="youtube"></div><div data-sf-embed="youtube"></div>',
        },
        {
          path: '/service',
          html: '<div data-sf-embed="youtube"></div><i data-sf-embed="google_maps">',
        },
        {path: '/x', html: '<div data-sf-embed="vimeo"></div>'},
      ]),
    ).toEqual([
      {path: '/kontakt', frameOrigins: ['https://www.google.com', 'https://maps.google.com']},
      {path: '/uhren', frameOrigins: ['https://www.youtube-nocookie.com']},
      {
        path: '/service',
        frameOrigins: [
          'https://www.youtube-nocookie.com',
          'https://www.google.com',
          'https://maps.google.com',
        ],
      },
    ]);
  });
});

describe('embedProvidersOf (page data `embeds`, read by the router)', () => {
  it('names each provider once, known ones only', () => {
    expect(
      embedProvidersOf(
        '<div data-sf-embed="google_maps"></div><div data-sf-embed="youtube"></div>' +
          '<div data-sf-embed="youtube"></div><div data-sf-embed="vimeo"></div>',
      ),
    ).toEqual(['youtube', 'google_maps']);
    expect(embedProvidersOf('<main><p>data-sf-embed</p></main>')).toEqual([]);
  });
});
