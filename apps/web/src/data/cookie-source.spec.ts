import Cookies from 'js-cookie';
import { headerCookies } from './cookie-source';

describe('headerCookies', () => {
  it('reads the cookies of a Cookie header as js-cookie wrote them in the browser', () => {
    Cookies.set('yiying-route-HotDetail', JSON.stringify({ contentId: '天 1' }));
    Cookies.set('yiying-siteParams', '{"title":"医影; 社区"}');
    const read = headerCookies(document.cookie);
    expect(read('yiying-route-HotDetail')).toBe('{"contentId":"天 1"}');
    expect(read('yiying-siteParams')).toBe('{"title":"医影; 社区"}');
    expect(read('missing')).toBeUndefined();
    Cookies.remove('yiying-route-HotDetail');
    Cookies.remove('yiying-siteParams');
  });

  it('reads nothing from no header or a malformed one, and the first of a repeated name', () => {
    expect(headerCookies(undefined)('a')).toBeUndefined();
    expect(headerCookies('=x; ; b')('b')).toBeUndefined();
    expect(headerCookies('a=1; a=2')('a')).toBe('1');
  });
});
