import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {youtubeVideoId} from './youtube.ts';

const ID = 'Xk3mQ9pL2aB';

describe('youtubeVideoId', () => {
  it('reads a bare id and every link form YouTube hands out', () => {
    for (const input of [
      ID,
      ` ${ID} `,
      `https://www.youtube.com/watch?v=${ID}`,
      `https://m.youtube.com/watch?v=${ID}&t=42s`,
      `youtube.com/watch?feature=share&v=${ID}`,
      `https://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://www.youtube.com/live/${ID}`,
      `http://YOUTUBE.com/watch?v=${ID}`,
    ]) {
      expect(youtubeVideoId(input), input).toBe(ID);
    }
  });

  it('refuses other hosts, other schemes and malformed ids', () => {
    for (const input of [
      '',
      'abc',
      `${ID}x`,
      `https://evil.example/watch?v=${ID}`,
      `https://youtube.com.evil.example/watch?v=${ID}`,
      `javascript:alert(1)//${ID}`,
      `https://www.youtube.com/watch?v=${ID}"><script>`,
      `https://www.youtube.com/channel/${ID}`,
      `ftp://youtube.com/watch?v=${ID}`,
    ]) {
      expect(youtubeVideoId(input), input).toBeNull();
    }
  });

  it('returns null or an 11-character id of the URL-safe alphabet for any input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const id = youtubeVideoId(input);
        return id === null || /^[A-Za-z0-9_-]{11}$/.test(id);
      }),
    );
  });
});
