import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SiteParams } from '@yiying/models';
import { DarkFooter, type DarkFooterProps, type FooterColumn, type FooterLink } from '@yiying/widgets';
import { useSiteConfig, useSiteParams } from '../../data';
import { routePath } from '../../routing/routes';

const Wrap = styled.div(({ theme }) => ({ marginTop: theme.spacing.section }));

const COLUMN_KEYS = ['about', 'media', 'help', 'links'] as const;
type ColumnKey = (typeof COLUMN_KEYS)[number];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function toLink(value: unknown): FooterLink | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  const label = text(item['label']) ?? text(item['name']) ?? text(item['text']) ?? text(item['title']);
  if (!label) return null;
  const href = text(item['href']) ?? text(item['link']) ?? text(item['url']);
  const avatar = text(item['avatar']);
  const qrcode = text(item['qrcode']);
  return { label, ...(href ? { href } : {}), ...(avatar ? { avatar } : {}), ...(qrcode ? { qrcode } : {}) };
}

/** A column of the `footer` entry of the site configuration (`items` or `links`), when it has links. */
function toColumn(value: unknown): FooterColumn | null {
  if (!value || typeof value !== 'object') return null;
  const column = value as Record<string, unknown>;
  const raw = Array.isArray(value)
    ? value
    : Array.isArray(column['items'])
      ? (column['items'] as unknown[])
      : Array.isArray(column['links'])
        ? (column['links'] as unknown[])
        : [];
  const items = raw.map(toLink).filter((item): item is FooterLink => item !== null);
  return items.length ? { title: text(column['title']) ?? '', items } : null;
}

/** The media column from the site parameters: the 微信 / QQ accounts with the QR codes, and the web address. */
function mediaFromParams(params: SiteParams): FooterLink[] {
  const items: FooterLink[] = [];
  const head = params.head.value || undefined;
  const qr = [params.qrcode1, params.qrcode2, params.qrcode3].filter((p) => p.value && p.visible);
  if (params.weixin.value) {
    items.push({ label: `微信公众号：${params.weixin.value}`, avatar: head, qrcode: qr.shift()?.value });
  }
  if (params.qq.value) items.push({ label: `QQ：${params.qq.value}`, qrcode: qr.shift()?.value });
  for (const code of qr) items.push({ label: code.label, avatar: head, qrcode: code.value });
  if (params.web.value) items.push({ label: '官方网站', href: params.web.value });
  return items.length ? items : [{ label: '医影公众号', avatar: head }];
}

function defaultColumns(params: SiteParams): Record<ColumnKey, FooterColumn> {
  return {
    about: {
      title: '关于我们',
      items: [
        { label: '平台介绍', href: routePath('About') },
        { label: '联系我们', href: `${routePath('About')}#contact` },
        { label: '全国', href: routePath('National') },
        { label: '公告', href: routePath('Notice') },
      ],
    },
    media: { title: '媒体矩阵', items: mediaFromParams(params) },
    help: {
      title: '帮助中心',
      items: [
        { label: '上传作品', href: routePath('Upload') },
        { label: '活动', href: routePath('Activity') },
        { label: '圈子', href: routePath('Circle') },
        { label: '搜索', href: routePath('Search') },
      ],
    },
    links: {
      title: '友情链接',
      items: [
        { label: '热门作品', href: routePath('Hot') },
        { label: '展览', href: routePath('Exhibit') },
        ...(params.phone.value ? [{ label: `电话：${params.phone.value}`, href: `tel:${params.phone.value}` }] : []),
        ...(params.email.value ? [{ label: `邮箱：${params.email.value}`, href: `mailto:${params.email.value}` }] : []),
      ],
    },
  };
}

/**
 * The four columns of a `footer` entry: named ones (`about`, `media`, `help`, `links`), or a `columns` list (the
 * first is about, the last help, the ones between make the links) with a `media` list.
 */
function configColumns(footer: Record<string, unknown>): Partial<Record<ColumnKey, FooterColumn>> {
  const out: Partial<Record<ColumnKey, FooterColumn>> = {};
  for (const key of COLUMN_KEYS) {
    const given = toColumn(footer[key]);
    if (given) out[key] = given;
  }
  const columns = (Array.isArray(footer['columns']) ? footer['columns'] : [])
    .map(toColumn)
    .filter((c): c is FooterColumn => c !== null);
  if (columns.length) {
    out.about ??= columns[0];
    if (columns.length > 1) out.help ??= columns[columns.length - 1];
    const middle = columns.slice(1, -1);
    if (middle.length)
      out.links ??= {
        title: middle.length === 1 ? middle[0].title : '快速链接',
        items: middle.flatMap((c) => c.items),
      };
  }
  return out;
}

/**
 * Footer props: each column from the `footer` entry of the `site` configuration when it gives one, else the
 * site's own pages and the media accounts of the site parameters; the copyright line likewise.
 */
export function footerProps(config: Record<string, unknown> | undefined, params: SiteParams): DarkFooterProps {
  const footer = (config?.['footer'] ?? {}) as Record<string, unknown>;
  const defaults = defaultColumns(params);
  const given = configColumns(footer);
  const columns = {} as Record<ColumnKey, FooterColumn>;
  for (const key of COLUMN_KEYS) {
    const column = given[key];
    columns[key] = column ? { ...column, title: column.title || defaults[key].title } : defaults[key];
  }
  const name = params.title.value || '医影';
  const copyright =
    [text(footer['copyright']) ?? text(config?.['copyright']), text(footer['filing'])].filter(Boolean).join(' · ') ||
    [`© ${new Date().getFullYear()} ${name} · 摄影与医学社区`, params.address.value].filter(Boolean).join(' · ');
  return { ...columns, copyright };
}

/** The dark footer from site configuration and parameters; links inside the site open without reloading. */
export default function SiteFooterColumns() {
  const { byKind } = useSiteConfig();
  const params = useSiteParams();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click handler only routes clicks on the links inside; the links stay the keyboard's targets.
    <Wrap onClick={onClick}>
      <DarkFooter {...footerProps(byKind.site, params)} />
    </Wrap>
  );
}
