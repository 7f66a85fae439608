import { lightTheme, WidgetsThemeProvider } from './index';
import { testEveryStory } from '../../../tools/jest/portable-stories';
import { expectNoSeriousA11yViolations } from './test-utils/render';

testEveryStory({
  dir: __dirname,
  decorators: [
    (Story) => (
      <WidgetsThemeProvider theme={lightTheme}>
        <Story />
      </WidgetsThemeProvider>
    ),
  ],
  expectAccessible: expectNoSeriousA11yViolations,
});
