import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { demoPhotoFolder } from './demo/demo-images';
import { CONTENT_SECURITY_POLICY } from './plugins/web-app';
import { SQLITE_TARGET, useTestApp, WEB_INDEX_HTML } from './testing/test-app';

/** A page without the first screen's answers it carries (web-app.first-screen.spec.ts checks those). */
const withoutFirstScreen = (html: string) =>
  html.replace(/<script type="application\/json" id="first-screen">.*?<\/script>/s, '');
/** index.html's own title back in place of a page's head tags (title, description, canonical, Open Graph, JSON-LD). */
const withoutPageHead = (html: string) =>
  html.replace(
    /<title>[^<]*<\/title>(?:<meta [^>]*>|<link rel="canonical"[^>]*>|<script type="application\/ld\+json">.*?<\/script>)*/s,
    '<title>医影</title>',
  );

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; parameters?: { name: string; in: string }[] }>>;
}

describe('server shell (SQLite)', () => {
  const t = useTestApp(SQLITE_TARGET, {
    withWebApp: true,
    beforeReady(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('connection to 10.0.0.7 refused: secret-password');
      });
      app.post('/api/test/echo', async (request) => ({
        code: 200,
        msg: '操作成功',
        data: request.body,
      }));
    },
  });

  describe('errors', () => {
    it('answers an unknown /api route with the 404 envelope', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: '/api/nope',
          headers: { accept: 'text/html,application/json' },
        });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({
          code: 404,
          msg: '请求地址出错',
          data: null,
        });
      }
    });

    it('never leaks internals of a 500', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 500,
        msg: '服务器内部错误',
        data: null,
      });
      expect(res.body).not.toMatch(/secret|10\.0\.0\.7|Error/);
    });

    it('answers a malformed JSON body with 400 in Chinese', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '请求错误', data: null });
      const unsupported = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'x',
      });
      expect(unsupported.statusCode).toBe(415);
      expect(unsupported.json().msg).toBe('不支持的请求内容类型');
    });
  });

  describe('OpenAPI document', () => {
    it('lists both routes with operation ids and documented query parameters', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as OpenApiDocument;
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.paths['/api/banner/list']?.['get']?.operationId).toBe('listBanner');
      const content = doc.paths['/api/content/list']?.['get'];
      expect(content?.operationId).toBe('listContent');
      const names = content?.parameters?.map((p) => p.name) ?? [];
      expect(names).toEqual(
        expect.arrayContaining(['pageNum', 'pageSize', 'sort', 'order', 'type', 'talkTopic', 'createBy', 'comments']),
      );
      expect(Object.keys(doc.paths).some((p) => p.startsWith('/files') || p === '/*')).toBe(false);
    });

    it('serves the documentation page at /docs', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/docs' });
      const page =
        res.statusCode === 302
          ? await t.app.inject({
              method: 'GET',
              url: res.headers.location as string,
            })
          : res;
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toMatch(/swagger/i);
    });
  });

  describe('/files', () => {
    it('serves the demo photographs and the pictures cut from them with their content type and a long cache', async () => {
      const files = readdirSync(path.join(t.dataDir, 'uploads', 'demo'));
      expect(files.filter((f) => f.endsWith('.jpg') && !f.startsWith('banner-')).length).toBeGreaterThanOrEqual(20);
      const photo = await t.app.inject({
        method: 'GET',
        url: '/files/demo/lake-boats.jpg',
      });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The file as shipped with the server, byte for byte.
      expect(photo.rawPayload.equals(readFileSync(path.join(demoPhotoFolder(), 'lake-boats.jpg')))).toBe(true);
      const cover = await t.app.inject({
        method: 'GET',
        url: '/files/demo/lake-boats-960.webp',
      });
      expect(cover.headers['content-type']).toBe('image/webp');
      expect(cover.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
      const banner = await t.app.inject({
        method: 'GET',
        url: '/files/demo/banner-01.jpg',
      });
      expect(banner.headers['content-type']).toBe('image/jpeg');
      const avatar = await t.app.inject({
        method: 'GET',
        url: '/files/demo/avatar-01.webp',
      });
      expect(avatar.headers['content-type']).toBe('image/webp');
      expect(avatar.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    });

    it('answers a missing file with the JSON 404 and refuses path traversal', async () => {
      const missing = await t.app.inject({
        method: 'GET',
        url: '/files/demo/nope.jpg',
        headers: { accept: 'text/html' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        code: 404,
        msg: '请求地址出错',
        data: null,
      });
      const traversal = await t.app.inject({
        method: 'GET',
        url: '/files/../yiying.db',
      });
      expect(traversal.statusCode).toBe(404);
      const encoded = await t.app.inject({
        method: 'GET',
        url: '/files/%2e%2e/yiying.db',
      });
      expect(encoded.statusCode).not.toBe(200);
    });
  });

  describe('web app', () => {
    it('serves index.html at / with the Content-Security-Policy and the hero image preloaded', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      const banners = await t.app.inject({ method: 'GET', url: '/api/banner/list?type=home-major&pageSize=6' });
      const cover = (banners.json().data.records as { cover: string }[])[0]?.cover;
      expect(cover).toBeTruthy();
      expect(res.body).toContain('<link rel="canonical"');
      expect(withoutPageHead(withoutFirstScreen(res.body))).toBe(
        WEB_INDEX_HTML.replace(
          '</head>',
          `<link rel="preload" as="image" href="${cover}" fetchpriority="high"></head>`,
        ),
      );
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('falls back to index.html for client routes such as /hot/list', async () => {
      for (const url of ['/hot/list', '/my/login?redirect=%2F', '/activity/detail']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html,*/*' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
        // Each page carries its own head (its title, canonical address); the rest is index.html as built.
        expect(res.body).toMatch(/<title>[^<]+ - 医影<\/title>|<title>医影<\/title>/);
        expect(withoutPageHead(withoutFirstScreen(res.body))).toBe(WEB_INDEX_HTML);
      }
    });

    it('does not fall back for non-page requests', async () => {
      const json = await t.app.inject({
        method: 'GET',
        url: '/hot/list',
        headers: { accept: 'application/json' },
      });
      expect(json.statusCode).toBe(404);
      const asset = await t.app.inject({
        method: 'GET',
        url: '/assets/missing-123.js',
        headers: { accept: 'text/html' },
      });
      expect(asset.statusCode).toBe(404);
      expect(asset.json().msg).toBe('请求地址出错');
    });

    it('sends the precompressed copy the browser accepts, else the plain file', async () => {
      const file = path.join(t.webRoot, 'assets', 'index-Ab12Cd34.js');
      const plain = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(plain));
      writeFileSync(`${file}.gz`, gzipSync(plain));
      const url = '/assets/index-Ab12Cd34.js';
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(plain)).toBe(true);
      const none = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.rawPayload.equals(plain)).toBe(true);
    });

    it('gives hashed assets a long cache', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/index-Ab12Cd34.js',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });
});

describe('server shell without a built web app', () => {
  const t = useTestApp(SQLITE_TARGET, { env: { DEMO_DATA: 'false' } });

  it('answers / with a Chinese note', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('网页应用尚未构建');
  });

  it('starts with an empty database when demo data is off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/list' });
    expect(res.json().data).toEqual({
      records: [],
      total: 0,
      pages: 0,
      size: 9,
      nextCursor: null,
      current: 1,
    });
    expect(t.app.yiying.demo).toBeNull();
  });
});
