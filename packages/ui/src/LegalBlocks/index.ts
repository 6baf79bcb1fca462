export {LegalBlock} from './LegalBlock.tsx';
export type {LegalBlockHeadingLevel, LegalBlockProps} from './LegalBlock.tsx';
export {LegalBlocks} from './LegalBlocks.tsx';
export type {LegalBlocksProps} from './LegalBlocks.tsx';
export {rolexLinks} from './rolexLinks.ts';
export type {RolexLinks} from './rolexLinks.ts';
