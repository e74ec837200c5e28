// The unit filter's options from an organisation tree: each unit labelled with its path (so
// typing part of a faculty, major or class name finds it, and two classes of one name in two
// majors stay apart). Campuses head a path only when chosen themselves. The class list filters
// by faculty or major, so its options leave the classes out.
import { ORG_UNIT_TYPES } from '../../../shared/domain/people';
import type { MemberKind } from '../../../shared/members/constants';
import type { OrgTreeNode } from '../../../shared/people/api';
import type { Option } from '../../widgets/select/types';

const SEPARATOR = ' / ';

export function unitOptions(nodes: OrgTreeNode[], kind: MemberKind): Option[] {
  const options: Option[] = [];
  const walk = (level: OrgTreeNode[], ancestors: string[]) => {
    for (const node of level) {
      if (kind === 'CLASS' && node.type === ORG_UNIT_TYPES.CLASS) continue;
      options.push({ label: [...ancestors, node.name].join(SEPARATOR), value: node.id });
      walk(node.children ?? [], node.type === ORG_UNIT_TYPES.CAMPUS ? ancestors : [...ancestors, node.name]);
    }
  };
  walk(nodes, []);
  return options;
}
