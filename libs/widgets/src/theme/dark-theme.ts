import { lightTheme, type WidgetsTheme } from './theme';

/*
 * A module of its own: a site that shows the dark theme on a few pages only can load it with those pages, so its
 * first script carries the light theme alone.
 */

/** Dark theme used by the about, national and exhibit pages. */
export const darkTheme: WidgetsTheme = {
  ...lightTheme,
  mode: 'dark',
  colors: {
    ...lightTheme.colors,
    primary: '#FF4D57',
    onPrimary: '#050B1F',
    text: '#F2F4F8',
    muted: '#AEB6C6',
    background: '#050B1F',
    surface: '#111A33',
    border: '#2C3756',
    danger: '#FF6B73',
    success: '#5BD27A',
    warning: '#F5C451',
    info: '#8DB6E6',
    overlay: 'rgba(0, 0, 0, 0.7)',
    footer: '#02050F',
    primaryHover: '#FF6A72',
    primarySoft: '#3A1620',
    primaryText: '#FF7A82',
    fill: '#1A2440',
    fillHover: '#232F50',
    subtle: '#A3ACBD',
    focus: '#8DB6E6',
    dangerSoft: '#3A1620',
    successSoft: '#10301E',
    warningSoft: '#35290C',
    raised: '#18223F',
    inverse: '#F2F4F8',
    onInverse: '#111A33',
  },
  shadow: { ...lightTheme.shadow, card: '0 2px 8px rgba(0, 0, 0, 0.5)' },
  elevation: [
    'none',
    '0 1px 2px rgba(0, 0, 0, 0.4)',
    '0 4px 12px rgba(0, 0, 0, 0.45)',
    '0 8px 24px rgba(0, 0, 0, 0.5)',
    '0 16px 48px rgba(0, 0, 0, 0.6)',
  ],
};
