import { CONFIG_FETCH_FAILED, ERROR_MESSAGES, httpStatusMessage } from '../index.js';

describe('httpStatusMessage', () => {
  it.each([
    [1, '网络连接异常'],
    [2, '网络连接超时'],
    [400, '请求错误'],
    [401, '用户未登录'],
    [403, '拒绝访问'],
    [404, '请求地址出错'],
    [408, '请求超时'],
    [500, '服务器内部错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
  ])('%i → %s', (status, message) => {
    expect(httpStatusMessage(status, 'raw')).toBe(message);
  });

  it('falls back to the raw message, then to a generic text', () => {
    expect(httpStatusMessage(429, '请求过于频繁')).toBe('请求过于频繁');
    expect(httpStatusMessage(418)).toBe('未知错误(418)');
  });

  it('has the other §8 texts', () => {
    expect(CONFIG_FETCH_FAILED).toBe('获取配置失败');
    expect(ERROR_MESSAGES.socketNotOpen).toBe('还没建立通讯连接');
    expect(ERROR_MESSAGES.socketEmptyMessage).toBe('发送信息为空');
    expect(ERROR_MESSAGES.socketNotSupported).toBe('浏览器不支持即时通讯！');
  });
});
