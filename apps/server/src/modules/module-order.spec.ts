import { MODULES } from './index';
import { ModuleOrderError, orderModules } from './module-order';

describe('module order', () => {
  it('puts every module after the modules it depends on, keeping the listed order where it may', () => {
    const ordered = orderModules([
      { name: 'content', dependsOn: ['fans', 'identity'] },
      { name: 'identity' },
      { name: 'fans', dependsOn: ['identity'] },
      { name: 'seo', dependsOn: ['content'] },
      { name: 'mute', dependsOn: ['identity'] },
    ]);
    expect(ordered.map((m) => m.name)).toEqual(['identity', 'fans', 'content', 'seo', 'mute']);
  });

  it('refuses a dependency on a module that is not in the list', () => {
    expect(() => orderModules([{ name: 'identity' }, { name: 'content', dependsOn: ['identity', 'fans'] }])).toThrow(
      new ModuleOrderError('module "content" depends on "fans", which is not in the module list'),
    );
  });

  it('refuses a cycle and names its modules', () => {
    expect(() =>
      orderModules([
        { name: 'identity' },
        { name: 'content', dependsOn: ['identity', 'moderation'] },
        { name: 'moderation', dependsOn: ['content'] },
        { name: 'seo', dependsOn: ['content'] },
      ]),
    ).toThrow(new ModuleOrderError('modules depend on each other in a cycle: content → moderation → content'));
  });

  it('refuses a module listed twice', () => {
    expect(() => orderModules([{ name: 'identity' }, { name: 'identity' }])).toThrow(ModuleOrderError);
  });

  it('orders the real module list: each module starts after all it depends on', () => {
    const seen = new Set<string>();
    for (const module of MODULES) {
      for (const dependency of module.dependsOn ?? [])
        expect([module.name, seen.has(dependency)]).toEqual([module.name, true]);
      seen.add(module.name);
    }
    expect(seen.size).toBe(MODULES.length);
    expect(MODULES.find((m) => m.name === 'content')?.dependsOn).toEqual(expect.arrayContaining(['fans', 'watchlist']));
    expect(MODULES.findIndex((m) => m.name === 'fans')).toBeLessThan(MODULES.findIndex((m) => m.name === 'content'));
  });
});
