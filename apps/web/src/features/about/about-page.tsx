import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import {
  BusinessContact,
  Button,
  ContactForm,
  HeroBanner,
  IconFeatures,
  IntroTabs,
  OnlineMessageForm,
  TextGuide,
  type ContactFormValues,
  type OnlineMessageValues,
} from '@yiying/widgets';
import { useApiClient, useBannerList, useSiteConfig, useSiteParams } from '../../data';
import { ABOUT_BANNERS } from '../../data/first-screen';
import { toAboutContent } from './about-content';

const Page = styled.div(({ theme }) => ({
  color: theme.colors.text,
  section: { scrollMarginTop: 72 },
  '.wrap': { maxWidth: 1200, margin: '0 auto', padding: `0 ${theme.spacing.md}px` },
  '.intro': { paddingTop: theme.spacing.xl, paddingBottom: theme.spacing.xl },
  '.intro h1': { margin: `0 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.xxl },
  '.intro p': { margin: `0 0 ${theme.spacing.sm}px`, color: theme.colors.muted, maxWidth: 820 },
  '.forms': {
    display: 'grid',
    gap: theme.spacing.xl,
    padding: `${theme.spacing.xl}px 0`,
    [theme.mq.up.md]: { gridTemplateColumns: '1fr 1fr' },
  },
  '.card': {
    padding: theme.spacing.lg,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
  },
}));

const Thanks = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing.sm,
  justifyItems: 'start',
  h2: { margin: 0, fontSize: theme.typography.sizes.xl, color: theme.colors.success, outline: 'none' },
  p: { margin: 0, color: theme.colors.muted },
}));

/** The thank-you shown in place of a sent form; its heading takes the focus so a screen reader reads it. */
function ThankYou({ heading, text, onAgain }: { heading: string; text: string; onAgain(): void }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Thanks role="status">
      <h2 ref={ref} tabIndex={-1}>
        {heading}
      </h2>
      <p>{text}</p>
      <Button type="button" variant="outlined" onClick={onAgain}>
        再写一条
      </Button>
    </Thanks>
  );
}

/** 联系我们 and 在线留言, each stored as a guestbook entry; a sent form gives way to its thank-you. */
function MessageForms() {
  const client = useApiClient();
  const [sent, setSent] = useState<{ contact: boolean; message: boolean }>({ contact: false, message: false });

  const sendContact = async (values: ContactFormValues) => {
    await client.guestbook.create({ kind: 'contact', ...values });
    setSent((s) => ({ ...s, contact: true }));
  };
  const sendMessage = async (values: OnlineMessageValues) => {
    await client.guestbook.create({ kind: 'message', ...values });
    setSent((s) => ({ ...s, message: true }));
  };

  return (
    <div className="forms wrap">
      <section id="contact" className="card" aria-label="联系我们">
        {sent.contact ? (
          <ThankYou
            heading="感谢您的留言"
            text="留言已提交，我们会尽快联系您。"
            onAgain={() => setSent((s) => ({ ...s, contact: false }))}
          />
        ) : (
          <ContactForm onSubmit={sendContact} />
        )}
      </section>
      <section id="message" className="card" aria-label="在线留言">
        {sent.message ? (
          <ThankYou
            heading="提交成功，感谢您的留言"
            text="我们已收到您的留言，工作人员会与您联系。"
            onAgain={() => setSent((s) => ({ ...s, message: false }))}
          />
        ) : (
          <OnlineMessageForm onSubmit={sendMessage} />
        )}
      </section>
    </div>
  );
}

/**
 * The about-major banner, else the About background of the configuration (`bgimg`): decoration, so nothing shows
 * when there is neither.
 */
function AboutBanner({ title, background }: { title: string; background?: string }) {
  const { data } = useBannerList(ABOUT_BANNERS);
  const banner = data?.records[0];
  if (!banner && !background) return null;
  return (
    <HeroBanner
      image={banner?.cover ?? (background as string)}
      alt={banner?.title}
      subtitle={banner ? (banner.summary ? `${banner.title} · ${banner.summary}` : banner.title) : title}
      height={{ xs: 200, sm: 260, md: 320 }}
      overlay
    />
  );
}

/**
 * 关于我们 (dark theme): the organisation from the site configuration (introduction, intro tabs, text guide, icon
 * features), the business contact block from the site parameters, and the two message forms.
 */
export function AboutPage() {
  const { byKind } = useSiteConfig();
  const params = useSiteParams();
  const background = typeof byKind.bgimg?.['about'] === 'string' ? (byKind.bgimg['about'] as string) : undefined;
  const about = toAboutContent(byKind.site?.['about'] ?? (byKind as Record<string, unknown>)['about'], background);

  return (
    <Page>
      <AboutBanner title={about.title} background={background} />
      <section className="intro wrap" aria-labelledby="about-title">
        <h1 id="about-title">{about.title}</h1>
        {about.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      {about.tabs.length > 0 && (
        <section className="wrap" aria-label="机构介绍">
          <IntroTabs tabs={about.tabs} />
        </section>
      )}
      {about.guide && (
        <div className="wrap">
          <TextGuide
            {...about.guide}
            onButtonClick={() => document.getElementById('contact')?.scrollIntoView({ behavior: 'smooth' })}
          />
        </div>
      )}
      <div className="wrap">
        <IconFeatures heading="平台特色" features={about.features} columns={4} />
      </div>
      <div className="wrap">
        <BusinessContact
          address={params.address.value || undefined}
          phone={params.phone.value || params.telphone.value || undefined}
          email={params.email.value || undefined}
          intro={about.contactText ?? (params.subtitle.value || undefined)}
        />
      </div>
      <MessageForms />
    </Page>
  );
}

export default AboutPage;
