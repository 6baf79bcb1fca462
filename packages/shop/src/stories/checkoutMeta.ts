// What the open shop's checkout story files share (CheckoutPage/CheckoutPage.stories.tsx,
// CheckoutOrders.stories.tsx): the shop around the page, the jeweller, and a fresh checkout over
// the seeded cart before each story.
//
// seedCart: Tudor Black Bay 58 (4.050,00 €), Solitärring Aurora (2.490,00 €), Schmuckpflege-Set
// (24,90 €): 6.564,90 €; with DHL Standard (9,90 €) the total is 6.574,80 €.
import {CheckoutPage} from '../CheckoutPage/CheckoutPage.tsx';
import {loadAllSteps} from '../CheckoutPage/lazySteps.ts';
import {seedCart} from './cartSeed.ts';
import {freshCheckout} from './checkoutSeed.ts';
import {stayOnPage} from './stayOnPage.tsx';
import {withShop} from './withShop.tsx';

/** The meta of a checkout story file, without its title. */
export const CHECKOUT_STORIES = {
  component: CheckoutPage,
  decorators: [withShop, stayOnPage],
  // The jeweller has the shop; cart and checkout stores are shared by all stories in a file.
  globals: {retailer: 'juwelier-morgenstern'},
  // The steps after the address load on demand (decision 035): a story opening at a later step
  // shows that step, not its loading note.
  beforeEach: async () => {
    await loadAllSteps();
    await seedCart();
    freshCheckout();
  },
};
