// Pure helpers for the header's social icons (spec §2 Page shell).
import type {SocialMenuEntry} from '@schaufenster/core';

/** The fields of a social menu entry the page shell needs. */
export type SocialLink = Pick<SocialMenuEntry, 'media' | 'display_name' | 'external_path'>;

/** The media the header shows icons for, in this order (spec §2 Page shell: instagram, facebook). */
export const HEADER_SOCIAL_MEDIA = ['instagram', 'facebook'] as const;

/** A medium the header shows. */
export type HeaderSocialMedium = (typeof HEADER_SOCIAL_MEDIA)[number];

function headerMedium(media: string): HeaderSocialMedium | undefined {
  const key = media.trim().toLowerCase();
  return HEADER_SOCIAL_MEDIA.find((medium) => medium === key);
}

/**
 * The entries the header shows: instagram and facebook only (other media, e.g. pinterest, are
 * left to the footer's social widget), keeping the CMS order, with their icon.
 */
export function headerSocialLinks(
  entries: readonly SocialLink[],
): (SocialLink & {icon: HeaderSocialMedium})[] {
  return entries.flatMap((entry) => {
    const icon = headerMedium(entry.media);
    return icon === undefined ? [] : [{...entry, icon}];
  });
}
