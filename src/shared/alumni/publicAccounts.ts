// The tenant's public accounts (公众号) and their message history, for the public-account
// moderation screens (/pubilcDynamic, /publicReport, /publicShield):
//   POST im/mp/mpInfoList {}                                → MpAccount[] (document 002 §7)
//        every account the tenant's data names: the signers of the public channel's posts and the
//        accounts of its published messages (public_account_messages, migration 035), by name;
//        there is no table of accounts, so an account's id is its name
//   POST messageCenterHistoryMsg/downloadFile { accountName? } → xlsx (document 000 §7, a file)
//        the public accounts' message history (every account, or the one named), newest first:
//        account, title, digest, publish time in the tenant's zone; every cell text
// The list filters the three screens by account (`mpAccount` of their list calls).
export const PUBLIC_ACCOUNT_PATHS = {
  list: '/api/blade-workbench/im/mp/mpInfoList',
  messagesDownload: '/api/blade-workbench/messageCenterHistoryMsg/downloadFile',
} as const;

export interface MpAccount {
  /** the account's name (no table of accounts: the name is what posts and messages carry) */
  id: string;
  name: string;
  /** its original posts in the public channel */
  postCount: number;
  /** its published messages */
  messageCount: number;
}

export interface MpMessagesDownloadBody {
  /** one account's messages; absent: every account's */
  accountName?: string;
}

/** an account name's longest */
export const MP_ACCOUNT_NAME_MAX = 64;
