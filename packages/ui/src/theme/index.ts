export {ThemeProvider} from './ThemeProvider.tsx';
