// `@schaufenster/shop/live`: the live checks of the shop islands (decision 036), apart from the
// package's components so the browser runtime can run them without loading React; one module per
// island, so each check's chunk carries only its own code.
export {itemListDiffers} from './itemListLive.ts';
export {itemPageDiffers} from './itemPageLive.ts';
