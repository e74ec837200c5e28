export { NoticeDialog } from './NoticeDialog';
export { NOTICE_LOOKS } from './noticeLook';
export type { NoticeDialogProps, NoticeType } from './types';
