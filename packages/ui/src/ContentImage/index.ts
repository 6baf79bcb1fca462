export {ContentImage} from './ContentImage.tsx';
export type {ContentImageProps, ContentImageSource} from './ContentImage.tsx';
