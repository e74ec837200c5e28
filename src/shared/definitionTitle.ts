// What a collection's or a document's screen is called (its tab, the history's target, an
// export's file and sheet): its route's menu label, the one key the menu and the heading show, so
// the two cannot differ. Only a definition that is not its route's one screen names itself
// (`ownTitle`): a tab of a route showing several collections (/deviceManage), a document opened
// by several identity routes (eIdCard).
import { menuLabelOf } from './routes';

export const definitionTitle = (def: { route: string; ownTitle?: string }): string => def.ownTitle ?? menuLabelOf(def.route);
