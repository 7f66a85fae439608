import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleImageSource } from '../test-utils/sample-data';
import { ResponsiveImage } from './responsive-image';
import { SensitiveCover } from './sensitive-cover';

const meta = {
  title: 'Community/ResponsiveImage',
  component: ResponsiveImage,
  tags: ['autodocs'],
  args: { image: sampleImageSource(), alt: '清晨的查房', sizes: '(min-width: 900px) 640px, 100vw' },
} satisfies Meta<typeof ResponsiveImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRenditions: Story = {};
export const Blurred: Story = { args: { blurred: true } };
export const Sensitive: Story = {
  args: { blurred: true },
  render: (args) => (
    <div style={{ width: 320 }}>
      <SensitiveCover hidden onReveal={fn()} label={args.alt}>
        <ResponsiveImage {...args} />
      </SensitiveCover>
    </div>
  ),
};
