import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../libs/widgets/src/**/*.stories.tsx', '../libs/community-ui/src/**/*.stories.tsx', './*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [react({ jsxImportSource: '@emotion/react' })],
      // Workspace libs resolve to their TypeScript sources, like in jest and the web app.
      resolve: { conditions: ['@yiying/source', 'module', 'browser', 'development|production'] },
    });
  },
};
export default config;
