export {localizePeriods} from './localizePeriods.ts';
export {OpeningHours} from './OpeningHours.tsx';
export type {OpeningHoursHeadingLevel, OpeningHoursProps} from './OpeningHours.tsx';
