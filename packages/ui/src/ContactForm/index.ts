export {goToThanks, takeSender} from './thanksSender.ts';
