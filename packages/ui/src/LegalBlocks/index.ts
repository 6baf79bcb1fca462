export {LegalBlocks} from './LegalBlocks.tsx';
