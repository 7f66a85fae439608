/** Said in the description of every `/mng` route of the console. */
export const ADMIN_ONLY = '仅管理员：未登录 401，非管理员 403。';
