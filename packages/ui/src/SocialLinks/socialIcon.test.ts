import {describe, expect, it} from 'vitest';
import {DEFAULT_SOCIAL_ICON, socialIcon} from './socialIcon.ts';

describe('socialIcon (spec §2: icons for facebook, googleplus, instagram, a default otherwise)', () => {
  it('gives facebook, googleplus and instagram their own icons', () => {
    expect(socialIcon('facebook')).toBe('facebook');
    expect(socialIcon('googleplus')).toBe('googleplus');
    expect(socialIcon('instagram')).toBe('instagram');
  });

  it('ignores case and the ways editors write Google+', () => {
    expect(socialIcon('Instagram')).toBe('instagram');
    expect(socialIcon(' FaceBook ')).toBe('facebook');
    expect(socialIcon('Google+')).toBe('googleplus');
    expect(socialIcon('google-plus')).toBe('googleplus');
    expect(socialIcon('google_plus')).toBe('googleplus');
  });

  it('gives any other medium the default icon', () => {
    expect(DEFAULT_SOCIAL_ICON).toBe('link');
    expect(socialIcon('pinterest')).toBe('link');
    expect(socialIcon('tiktok')).toBe('link');
    expect(socialIcon('')).toBe('link');
  });

  it('does not treat inherited object keys as media', () => {
    expect(socialIcon('constructor')).toBe('link');
    expect(socialIcon('toString')).toBe('link');
  });
});
