import { groupRegions, OTHER_REGION, regionOf } from './regions';

describe('regions of road shows', () => {
  it('finds the province of a city however the place is written', () => {
    expect(regionOf('广州')).toEqual({ province: '广东', city: '广州' });
    expect(regionOf('杭州市')).toEqual({ province: '浙江', city: '杭州' });
    expect(regionOf('广东省深圳市')).toEqual({ province: '广东', city: '深圳' });
    expect(regionOf('江苏苏州')).toEqual({ province: '江苏', city: '苏州' });
    expect(regionOf('上海')).toEqual({ province: '上海', city: '上海' });
    expect(regionOf('  ')).toEqual({ province: OTHER_REGION, city: OTHER_REGION });
    expect(regionOf(null)).toEqual({ province: OTHER_REGION, city: OTHER_REGION });
    expect(regionOf('某镇')).toEqual({ province: '某镇', city: '某镇' });
  });

  it('groups places by province in a fixed order, each city once, unknown places last', () => {
    expect(groupRegions(['深圳', null, '北京', '广州', '深圳市', '上海'])).toEqual([
      { province: '北京', cities: ['北京'] },
      { province: '上海', cities: ['上海'] },
      { province: '广东', cities: ['深圳', '广州'] },
      { province: OTHER_REGION, cities: [OTHER_REGION] },
    ]);
  });
});
