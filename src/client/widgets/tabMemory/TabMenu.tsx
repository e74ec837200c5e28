// The tabs of a screen whose tab is remembered (useRememberedTab); the first is the basic page
// (document 002 §2). Each tab is findable as `tab-<key>`.
import { Menu } from 'semantic-ui-react';

export interface TabMenuItem {
  key: string;
  label: string;
}

export default function TabMenu({ tabs, active, onChange }: { tabs: TabMenuItem[]; active: string; onChange: (key: string) => void }) {
  return (
    <Menu tabular size="small">
      {tabs.map((tab) => (
        <Menu.Item key={tab.key} name={tab.key} active={active === tab.key} data-testid={`tab-${tab.key}`} onClick={() => onChange(tab.key)}>
          {tab.label}
        </Menu.Item>
      ))}
    </Menu>
  );
}
