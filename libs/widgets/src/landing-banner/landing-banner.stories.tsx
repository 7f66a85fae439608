import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { sampleImage } from '../test-utils/sample-images';
import { LandingBanner } from './landing-banner';

const meta = {
  title: 'Widgets/LandingBanner',
  component: LandingBanner,
  tags: ['autodocs'],
  args: {
    image: sampleImage('医学影像节', '#D70D19', 1920, 800),
    title: '2025 医学影像节',
    subtitle: '征集医院里的每一个温暖瞬间',
    align: 'center',
    actions: (
      <>
        <Button>立即投稿</Button>
        <Button variant="outlined" style={{ color: '#fff', borderColor: '#fff' }}>
          了解详情
        </Button>
      </>
    ),
  },
  argTypes: { align: { control: 'inline-radio', options: ['left', 'center'] } },
} satisfies Meta<typeof LandingBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LeftAligned: Story = { args: { align: 'left', actions: undefined } };
