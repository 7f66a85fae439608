import type { FastifyRequest } from 'fastify';
import { escapeHtml, headTags, scriptJson } from './head-tags';
import { absoluteUrl, plainText } from './page-meta';
import { robotsTxt, siteOrigin } from './seo.routes';

describe('page head markup', () => {
  it('escapes every value, and JSON-LD so no text can close its script', () => {
    const head = headTags(
      {
        title: '"><script>alert(1)</script> - 医影',
        description: 'a & b < c',
        canonical: 'https://yiying.example/hot/detail?contentId=a&b',
        ogType: 'article',
        image: { url: 'https://yiying.example/files/a.webp', width: 1280, height: 720 },
        jsonLd: { name: '</script><script>alert(2)</script>\u2028' },
      },
      '医影',
    );
    expect(head).not.toContain('<script>alert');
    expect(head).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; - 医影</title>');
    expect(head).toContain('<meta name="description" content="a &amp; b &lt; c">');
    expect(head).toContain('<link rel="canonical" href="https://yiying.example/hot/detail?contentId=a&amp;b">');
    expect(head).toContain('<meta property="og:image:width" content="1280">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    const json = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(2)</script>\u2028' });
    expect(scriptJson('<>&')).toBe('"\\u003c\\u003e\\u0026"');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('leaves out tags without a value and cards without a picture', () => {
    const head = headTags({ title: '医影', description: '社区', ogType: 'website' }, '医影');
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:image');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).not.toContain('ld+json');
  });

  it('reads article HTML as a short plain description', () => {
    expect(plainText('<h2>一、用光</h2><p>柔和&amp;自然&nbsp;光</p><script>x()</script>')).toBe(
      '一、用光 柔和&自然 光',
    );
    expect(plainText('字'.repeat(200))).toHaveLength(120);
  });

  it('makes addresses absolute from PUBLIC_URL, else the request host', () => {
    const request = { protocol: 'http', host: 'yiying.test:4450' } as FastifyRequest;
    expect(siteOrigin(request, undefined)).toBe('http://yiying.test:4450');
    expect(siteOrigin(request, 'https://yiying.example')).toBe('https://yiying.example');
    expect(absoluteUrl('https://yiying.example', '/files/a.webp')).toBe('https://yiying.example/files/a.webp');
    expect(absoluteUrl('https://yiying.example', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(robotsTxt('https://yiying.example')).toContain('Sitemap: https://yiying.example/sitemap.xml');
  });
});
