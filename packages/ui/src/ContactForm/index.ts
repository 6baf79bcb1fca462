export {senderFromSearch, thanksPath} from './thanksPath.ts';
