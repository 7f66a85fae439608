import { HOPS_AHEAD, PageAnchors } from './content.list';

/** A list of `rows` anchor positions; counts the hops asked of it. */
function listOf(rows: number) {
  const asked: (number | undefined)[] = [];
  const anchors = new PageAnchors(async (after) => {
    const at = after === undefined ? 0 : Number(after[0]) + 1;
    asked.push(at);
    return at < rows ? [at] : undefined;
  });
  return { anchors, asked };
}

describe('PageAnchors', () => {
  it('finds every position of a list of 100 with the first deep page, so later pages wait for none', async () => {
    const { anchors, asked } = listOf(100);
    expect(await anchors.at(3)).toEqual([3]);
    expect(asked).toHaveLength(101);
    expect(await anchors.at(97)).toEqual([97]);
    expect(anchors.at(42)).toEqual([42]);
    expect(await anchors.at(100)).toBeUndefined();
    expect(asked).toHaveLength(101);
  });

  it(`stops ${HOPS_AHEAD} positions past the one asked on a longer list, and goes on when a page needs more`, async () => {
    const { anchors, asked } = listOf(10 * HOPS_AHEAD);
    expect(await anchors.at(5)).toEqual([5]);
    expect(asked).toHaveLength(5 + HOPS_AHEAD + 1);
    expect(await anchors.at(3 * HOPS_AHEAD)).toEqual([3 * HOPS_AHEAD]);
    expect(asked).toHaveLength(4 * HOPS_AHEAD + 1);
  });

  it('shares the hops between concurrent askers', async () => {
    const { anchors, asked } = listOf(50);
    const found = await Promise.all([anchors.at(40), anchors.at(10), anchors.at(49)]);
    expect(found).toEqual([[40], [10], [49]]);
    expect(asked).toHaveLength(51);
  });
});
