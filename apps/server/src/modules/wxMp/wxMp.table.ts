/** Official-account follower (openid) of a member. */
export interface UserWxMpTable {
  openid: string;
  user_id: string;
  create_time: string;
}

/** The tables of this module. */
export interface WxMpTables {
  user_wxmp: UserWxMpTable;
}
