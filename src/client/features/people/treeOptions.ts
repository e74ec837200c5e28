// A tree as the options of a searchable select: each unit labelled with its path, so typing
// part of a faculty, major or class name finds it and two classes of the same name in
// different majors stay apart. Campuses name the top of a path only when they are chosen
// themselves: most tenants have one or two, and repeating them on every line is noise.
import { ORG_UNIT_TYPES } from '../../../shared/domain/people';
import type { OrgTreeNode } from '../../../shared/people/api';
import type { Option } from '../../widgets/select/types';

const SEPARATOR = ' / ';

function walk(nodes: OrgTreeNode[], ancestors: string[], visit: (node: OrgTreeNode, label: string) => void) {
  for (const node of nodes) {
    const label = [...ancestors, node.name].join(SEPARATOR);
    visit(node, label);
    walk(node.children, node.type === ORG_UNIT_TYPES.CAMPUS ? ancestors : [...ancestors, node.name], visit);
  }
}

/** Every class of the tree, in tree order. */
export function classOptions(nodes: OrgTreeNode[]): Option[] {
  const options: Option[] = [];
  walk(nodes, [], (node, label) => {
    if (node.type === ORG_UNIT_TYPES.CLASS) options.push({ label, value: node.id });
  });
  return options;
}

/** Every unit of the tree but classes, in tree order. */
export function unitOptions(nodes: OrgTreeNode[]): Option[] {
  const options: Option[] = [];
  walk(nodes, [], (node, label) => {
    if (node.type !== ORG_UNIT_TYPES.CLASS) options.push({ label, value: node.id });
  });
  return options;
}
