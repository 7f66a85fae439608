import type { Decorator, Preview } from '@storybook/react-vite';
import { darkTheme, lightTheme, WidgetsThemeProvider } from '@yiying/widgets';

if (typeof document !== 'undefined') document.documentElement.lang = 'zh-CN';

const withTheme: Decorator = (Story, context) => {
  const theme = context.globals['theme'] === 'dark' ? darkTheme : lightTheme;
  return (
    <WidgetsThemeProvider theme={theme}>
      <div
        style={{
          background: theme.colors.background,
          color: theme.colors.text,
          fontFamily: theme.typography.fontFamily,
          padding: 16,
        }}
      >
        <Story />
      </div>
    </WidgetsThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: '主题',
      toolbar: {
        title: '主题',
        icon: 'mirror',
        items: [
          { value: 'light', title: '浅色' },
          { value: 'dark', title: '深色' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'zh-CN' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
