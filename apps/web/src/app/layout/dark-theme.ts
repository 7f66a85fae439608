/** The dark theme, loaded with the pages that show it (see page-theme.ts). */
export { darkTheme } from '@yiying/widgets';
