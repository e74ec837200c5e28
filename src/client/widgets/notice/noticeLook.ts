// How each notice type of document 000 §2 looks and which buttons it offers. One table, so a
// reader sees all five side by side and a test can walk it.
import type { SemanticCOLORS, SemanticICONS } from 'semantic-ui-react';
import type { NoticeType } from './types';

export type NoticeButton = 'cancel' | 'confirm' | 'switch' | 'close';

export interface NoticeLook {
  icon: SemanticICONS;
  colour: SemanticCOLORS;
  /** message key of the default title */
  titleKey: string;
  /** left to right; the last one is the primary button */
  buttons: NoticeButton[];
}

export const NOTICE_LOOKS: Record<NoticeType, NoticeLook> = {
  // 1: warning before a consequential action (e.g. removal): cancel or go ahead
  1: { icon: 'warning circle', colour: 'orange', titleKey: 'widget.notice.titleWarning', buttons: ['cancel', 'confirm'] },
  // 2 and 3 report an outcome, so the only thing to do is acknowledge it
  2: { icon: 'times circle', colour: 'red', titleKey: 'widget.notice.titleError', buttons: ['confirm'] },
  3: { icon: 'check circle', colour: 'green', titleKey: 'widget.notice.titleSuccess', buttons: ['confirm'] },
  // 4: warning whose alternative is to switch directly instead of cancelling
  4: { icon: 'warning circle', colour: 'orange', titleKey: 'widget.notice.titleWarning', buttons: ['switch', 'confirm'] },
  // 5: appearance not shown in the documents; an information notice with a single close
  5: { icon: 'info circle', colour: 'blue', titleKey: 'widget.notice.titleInfo', buttons: ['close'] },
};
