// `@schaufenster/shop/live`: the live checks of the shop islands (decision 036), apart from the
// package's components so the browser runtime can run them without loading React.
export {itemListDiffers, itemPageDiffers} from './liveChecks.ts';
export type {BuiltItemList, BuiltItemPage} from './liveChecks.ts';
