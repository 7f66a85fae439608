import type { FastifyRequest } from 'fastify';
import { number, object } from 'yup';
import { contentListQuery } from '@yiying/validation';
import { AppError } from '../errors';
import { memoizedQuery } from './contract-route';

/** The two parts of a request the query step reads: the raw URL and Fastify's parsed query. */
function request(url: string): FastifyRequest {
  const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
  return { url, query } as unknown as FastifyRequest;
}

describe('memoizedQuery', () => {
  it('casts like yup once per distinct query string and gives every request its own copy', () => {
    const parse = memoizedQuery(contentListQuery);
    const first = parse(request('/api/content/list?pageNum=2&type=image')) as Record<string, unknown>;
    expect(first).toMatchObject({ pageNum: 2, pageSize: 9, type: 'image' });
    first['pageNum'] = 99;
    expect(parse(request('/api/content/list?pageNum=2&type=image'))).toMatchObject({ pageNum: 2, type: 'image' });
    expect(parse(request('/api/content/list'))).toMatchObject({ pageSize: 9 });
  });

  it('answers a bad query with the 400 every time, and does not remember it', () => {
    const parse = memoizedQuery(contentListQuery);
    for (let i = 0; i < 2; i++) {
      let error: unknown;
      try {
        parse(request('/api/content/list?pageSize=0'));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
    }
  });

  it('runs the schema once per remembered query string, and keeps at most `size` of them', () => {
    let casts = 0;
    const counting = object({
      pageNum: number().transform((value: number) => {
        casts++;
        return value;
      }),
    });
    const parse = memoizedQuery(counting, 2);
    for (const n of [1, 2, 1]) expect(parse(request(`/x?pageNum=${n}`))).toEqual({ pageNum: n });
    expect(casts).toBe(2);
    parse(request('/x?pageNum=3')); // drops pageNum=1, the oldest
    parse(request('/x?pageNum=1'));
    expect(casts).toBe(4);
  });
});
