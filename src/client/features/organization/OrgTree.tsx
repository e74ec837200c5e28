// The unit tree: campus → faculty → major → class, with units and organisations under their
// campus. Only open branches are rendered, so a school with thousands of classes stays quick.
// Dumb: nodes, open ids and the chosen id come in; toggles and choices go out.
import { Icon } from 'semantic-ui-react';
import type { OrgTreeNode } from '../../../shared/people/api';
import { useT } from '../../i18n';

export interface OrgTreeProps {
  nodes: OrgTreeNode[];
  expanded: number[];
  selectedId: number | null;
  onToggle: (id: number) => void;
  onSelect: (id: number | null) => void;
}

function TreeBranch({ nodes, depth, ...props }: OrgTreeProps & { depth: number }) {
  const t = useT();
  return (
    <ul className="org-tree-branch" role={depth === 0 ? 'tree' : 'group'}>
      {nodes.map((node) => {
        const open = props.expanded.includes(node.id);
        const hasChildren = node.children.length > 0;
        return (
          <li key={node.id} role="treeitem" aria-expanded={hasChildren ? open : undefined} aria-selected={props.selectedId === node.id}>
            <div className={`org-tree-node${props.selectedId === node.id ? ' selected' : ''}`} style={{ paddingLeft: `${depth * 1.2}em` }}>
              {hasChildren ? (
                <Icon
                  link
                  name={open ? 'caret down' : 'caret right'}
                  data-testid={`org-toggle-${node.id}`}
                  title={t(open ? 'org.collapse' : 'org.expand')}
                  onClick={() => props.onToggle(node.id)}
                />
              ) : (
                <Icon name="circle" className="org-tree-leaf" size="tiny" />
              )}
              <button type="button" className="org-tree-label" data-testid={`org-node-${node.id}`} onClick={() => props.onSelect(node.id)}>
                <span data-user-content>{node.name}</span>
                <span className="org-tree-type">{t(`import.type.${node.type}`)}</span>
              </button>
            </div>
            {hasChildren && open && <TreeBranch {...props} nodes={node.children} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}

export default function OrgTree(props: OrgTreeProps) {
  const t = useT();
  return (
    <div className="org-tree" data-testid="org-tree">
      <div className={`org-tree-node${props.selectedId === null ? ' selected' : ''}`}>
        <Icon name="sitemap" />
        <button type="button" className="org-tree-label" data-testid="org-node-top" onClick={() => props.onSelect(null)}>
          {t('org.allTopLevel')}
        </button>
      </div>
      <TreeBranch {...props} depth={0} />
    </div>
  );
}
