import { showsBottomTabs } from './bottom-tabs';

describe('showsBottomTabs', () => {
  it('shows the bar where a phone user moves between places', () => {
    for (const route of ['Home', 'Hot', 'My', 'HotDetail', 'Search'] as const)
      expect(showsBottomTabs(route)).toBe(true);
  });

  it('leaves writing pages the whole screen', () => {
    for (const route of ['Upload', 'IssueArticle', 'IssueVideo', 'Login', 'Info'] as const) {
      expect(showsBottomTabs(route)).toBe(false);
    }
    expect(showsBottomTabs(undefined)).toBe(false);
  });

  it('shows it on 消息中心 unless a conversation is open', () => {
    expect(showsBottomTabs('Messages', '')).toBe(true);
    expect(showsBottomTabs('Messages', '?tab=likes')).toBe(true);
    expect(showsBottomTabs('Messages', '?chatUserId=u2')).toBe(false);
  });
});
