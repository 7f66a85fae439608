/** Provinces (and municipalities, regions) with their main cities, for grouping road shows by place. */
const PROVINCE_CITIES: Record<string, string[]> = {
  北京: ['北京'],
  天津: ['天津'],
  上海: ['上海'],
  重庆: ['重庆'],
  河北: ['石家庄', '唐山', '保定', '邯郸', '秦皇岛', '廊坊'],
  山西: ['太原', '大同', '长治'],
  内蒙古: ['呼和浩特', '包头', '鄂尔多斯'],
  辽宁: ['沈阳', '大连', '鞍山'],
  吉林: ['长春', '吉林'],
  黑龙江: ['哈尔滨', '大庆', '齐齐哈尔'],
  江苏: ['南京', '苏州', '无锡', '常州', '南通', '徐州', '扬州'],
  浙江: ['杭州', '宁波', '温州', '绍兴', '嘉兴', '金华', '台州'],
  安徽: ['合肥', '芜湖', '蚌埠'],
  福建: ['福州', '厦门', '泉州'],
  江西: ['南昌', '赣州', '九江'],
  山东: ['济南', '青岛', '烟台', '潍坊', '临沂', '淄博'],
  河南: ['郑州', '洛阳', '开封', '新乡'],
  湖北: ['武汉', '宜昌', '襄阳'],
  湖南: ['长沙', '株洲', '岳阳', '衡阳'],
  广东: ['广州', '深圳', '珠海', '佛山', '东莞', '汕头', '中山', '惠州'],
  广西: ['南宁', '桂林', '柳州'],
  海南: ['海口', '三亚'],
  四川: ['成都', '绵阳', '宜宾'],
  贵州: ['贵阳', '遵义'],
  云南: ['昆明', '大理', '丽江'],
  西藏: ['拉萨'],
  陕西: ['西安', '宝鸡', '延安'],
  甘肃: ['兰州', '天水'],
  青海: ['西宁'],
  宁夏: ['银川'],
  新疆: ['乌鲁木齐', '喀什'],
  香港: ['香港'],
  澳门: ['澳门'],
  台湾: ['台北', '高雄'],
};

const CITY_PROVINCE = new Map<string, string>(
  Object.entries(PROVINCE_CITIES).flatMap(([province, cities]) => cities.map((city) => [city, province] as const)),
);

/** Place of a road show with no known city. */
export const OTHER_REGION = '其他';

/** Province and city of a place written as `广州`, `广州市`, `广东广州` or `广东省广州市`. */
export function regionOf(place: string | null | undefined): { province: string; city: string } {
  const text = (place ?? '').trim().replace(/\s+/g, '');
  if (!text) return { province: OTHER_REGION, city: OTHER_REGION };
  const withProvince = /^(.+?)(?:省|自治区|特别行政区)(.+?)(?:市|地区|自治州)?$/.exec(text);
  if (withProvince) return { province: withProvince[1], city: withProvince[2] };
  const city = text.replace(/(?:市|地区|自治州)$/, '');
  const known = CITY_PROVINCE.get(city);
  if (known) return { province: known, city };
  for (const province of Object.keys(PROVINCE_CITIES)) {
    if (city.startsWith(province) && city.length > province.length) {
      return { province, city: city.slice(province.length) };
    }
  }
  return { province: city, city };
}

/** Provinces in the order of the list above (then any other name), each with its cities in first-seen order. */
export function groupRegions(
  places: ReadonlyArray<string | null | undefined>,
): Array<{ province: string; cities: string[] }> {
  const byProvince = new Map<string, string[]>();
  for (const place of places) {
    const { province, city } = regionOf(place);
    const cities = byProvince.get(province) ?? [];
    if (!cities.includes(city)) cities.push(city);
    byProvince.set(province, cities);
  }
  const order = Object.keys(PROVINCE_CITIES);
  const rank = (p: string) =>
    p === OTHER_REGION ? order.length + 1 : order.indexOf(p) === -1 ? order.length : order.indexOf(p);
  return [...byProvince.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([province, cities]) => ({ province, cities }));
}
