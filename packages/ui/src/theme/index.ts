export {ThemeProvider} from './ThemeProvider.tsx';
export type {ThemeProviderProps} from './ThemeProvider.tsx';
export {ThemeSwatch} from './ThemeSwatch.tsx';
export type {ThemeSwatchProps} from './ThemeSwatch.tsx';
