// Two-click embeds (decision 025): what each provider loads, from where, and under which consent
// (the function_ids of the retailers' consent lists, spec §3 Consent). Pure; no request is made here.

/** The providers a {@link ConsentEmbed} can show. */
type EmbedProvider = 'youtube' | 'google_maps';

/** What an embed shows: a YouTube video by id, or a Google map of an address. */
export type EmbedTarget =
  | {
      /** A YouTube video. */
      provider: 'youtube';
      /** The video id (the `v` of a watch URL). */
      videoId: string;
      /** What the video shows; names the frame for screen readers. */
      title: string;
    }
  | {
      /** A Google map. */
      provider: 'google_maps';
      /** The address the map centres on, e.g. "Hauptstraße 1, 12345 Stadt". */
      address: string;
    };

/** Per provider: the consent it needs and the origins its frame loads from (the page's CSP). */
export const EMBED_PROVIDERS: Readonly<
  Record<EmbedProvider, {consentId: string; frameOrigins: readonly string[]}>
> = {
  youtube: {
    consentId: 'youtube',
    frameOrigins: ['https://www.youtube-nocookie.com'],
  },
  google_maps: {
    consentId: 'google_maps',
    // The embed URL may answer with a redirect to maps.google.com.
    frameOrigins: ['https://www.google.com', 'https://maps.google.com'],
  },
};

/** The frame's URL: YouTube's no-cookie player, or Google Maps' embed output for the address. */
export function embedSrc(target: EmbedTarget): string {
  if (target.provider === 'youtube') {
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(target.videoId)}`;
  }
  return `https://www.google.com/maps?q=${encodeURIComponent(target.address)}&output=embed`;
}
