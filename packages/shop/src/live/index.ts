// `@schaufenster/shop/live`: the live checks of the shop islands (decision 036), apart from the
// package's components so the browser runtime can run them without loading React. The site loads
// both in one chunk (templates/src/islands/shopLive.ts).
export {itemListDiffers} from './itemListLive.ts';
export {itemPageDiffers} from './itemPageLive.ts';
