export {ConsentEmbed} from './ConsentEmbed.tsx';
export type {ConsentEmbedProps} from './ConsentEmbed.tsx';
export {EMBED_PROVIDERS} from './embedSource.ts';
