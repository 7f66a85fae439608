import { neighboursOf, rememberSequence } from './browse-sequence';

describe('browse sequence', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the neighbours of a post in the list it was opened from', () => {
    const list = ['a', 'b', 'c'].map((id) => ({ id, title: `标题${id}`, extra: 1 }));
    rememberSequence(list, 'b');
    expect(neighboursOf('b')).toEqual({ prev: { id: 'a', title: '标题a' }, next: { id: 'c', title: '标题c' } });
    expect(neighboursOf('a')).toEqual({ prev: null, next: { id: 'b', title: '标题b' } });
    expect(neighboursOf('c')?.next).toBeNull();
    expect(neighboursOf('z')).toBeNull();
  });

  it('keeps the neighbourhood of the opened post of a long list, and survives bad storage', () => {
    const list = Array.from({ length: 1000 }, (_, i) => ({ id: `p${i}`, title: `第${i}篇` }));
    rememberSequence(list, 'p700');
    expect(neighboursOf('p700')).toEqual({ prev: list[699], next: list[701] });
    expect(neighboursOf('p0')).toBeNull();
    sessionStorage.setItem('yiying.browse-sequence', '{not json');
    expect(neighboursOf('p700')).toBeNull();
  });
});
