import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleNav } from './article-nav';

const meta = {
  title: 'Community/ArticleNav',
  component: ArticleNav,
  tags: ['autodocs'],
  args: { prev: { title: '清晨的查房', href: '#prev' }, next: { title: '手术灯下的十二小时', href: '#next' } },
} satisfies Meta<typeof ArticleNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {};
export const FirstArticle: Story = { args: { prev: null } };
