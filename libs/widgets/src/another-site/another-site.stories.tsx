import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  BusinessContact,
  createWidgetsTheme,
  DarkFooter,
  HeroCarousel,
  IconFeatures,
  NavBar,
  PriceCard,
  WidgetsThemeProvider,
} from '../index';
import { sampleImage } from '../test-utils/sample-images';

/** A clinic's own colours: the kit re-themed by another site, outside the community app. */
const clinicTheme = createWidgetsTheme({
  colors: { primary: '#0A7C66', secondary: '#0B2A3C', accent: '#1F5F99', footer: '#0B2A3C' },
  radius: { md: 14, lg: 20 },
});

function AnotherSite() {
  return (
    <WidgetsThemeProvider theme={clinicTheme}>
      <NavBar
        brand="康宁口腔"
        links={[
          { label: '首页', href: '#', active: true },
          { label: '服务项目', href: '#services' },
          { label: '价格', href: '#prices' },
          { label: '联系我们', href: '#contact' },
        ]}
        actions={[{ id: 'phone', label: '电话预约', icon: 'phone', onClick: fn() }]}
      />
      <HeroCarousel
        items={[
          {
            id: '1',
            image: sampleImage('舒适就诊', '#0A7C66'),
            title: '舒适就诊，从一次检查开始',
            subtitle: '周末与夜间均可预约',
          },
          { id: '2', image: sampleImage('儿童齿科', '#1F5F99'), title: '儿童齿科', subtitle: '温和耐心的儿科医生团队' },
        ]}
      />
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: '0 16px' }}>
        <IconFeatures
          heading="我们的服务"
          columns={3}
          features={[
            { icon: 'check', title: '口腔检查', description: '全景拍片与专业评估' },
            { icon: 'star', title: '美白修复', description: '安全无痛的美白方案' },
            { icon: 'user', title: '家庭医生', description: '一家人的长期口腔档案' },
          ]}
        />
        <div
          id="prices"
          style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}
        >
          <PriceCard title="基础检查" price={99} features={['口腔检查', '洁牙一次']} />
          <PriceCard
            title="家庭套餐"
            price={1299}
            unit="/年"
            featured
            badge="推荐"
            features={['全家 4 人', '每年两次洁牙', '优先预约']}
            buttonText="立即预约"
          />
          <PriceCard title="企业团检" price="面议" features={['上门检查', '体检报告']} />
        </div>
        <BusinessContact address="上海市徐汇区示例路 8 号" phone="021-6000 0000" email="hello@kangning.example" />
      </div>
      <DarkFooter
        about={{ title: '关于康宁', items: [{ label: '诊所介绍', href: '#' }] }}
        media={{ title: '关注我们', items: [{ label: '公众号', qrcode: sampleImage('二维码', '#0B2A3C', 240, 240) }] }}
        help={{ title: '就诊帮助', items: [{ label: '预约流程', href: '#' }] }}
        links={{ title: '合作机构', items: [{ label: '示例医院', href: '#' }] }}
        copyright="© 2025 康宁口腔（示例站点）"
      />
    </WidgetsThemeProvider>
  );
}

const meta = {
  title: 'Examples/AnotherSite',
  component: AnotherSite,
  parameters: { layout: 'fullscreen', docs: { description: { component: '另一家网站用自己的主题色使用本组件库。' } } },
} satisfies Meta<typeof AnotherSite>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClinicHomePage: Story = {};
