import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from '@cs16ar/shared';

export type TabItem<Id extends string> = {
  id: Id;
  label: string;
  /** A small count beside the label (e.g. players online). */
  badge?: ReactNode;
  /** What screen readers hear for the badge, e.g. "12 conectados". */
  badgeLabel?: string;
  render: () => ReactNode;
};

// Every tab in sight: on a phone the row wraps instead of scrolling sideways (issue 48: TOP 15 was out of sight,
// and a faded edge did not say that the row scrolls).
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 20px;
`;

const Tab = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  flex: none;
  min-height: 46px;
  padding: 0 10px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 650;
  font-size: 0.92rem;

  ${mediaUp('md')} {
    padding: 0 14px;
    font-size: 0.95rem;
  }
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
  transition:
    color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: rgba(255, 255, 255, 0.04);
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: 10px;
    right: 10px;
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.gradients.primary};
  }
`;

const Count = styled.span`
  min-width: 22px;
  padding: 1px 7px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 138, 31, 0.16);
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: 0.75rem;
  font-weight: 800;
  text-align: center;
`;

const Panel = styled.div`
  &:focus-visible {
    outline-offset: 6px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

type Props<Id extends string> = {
  label: string;
  tabs: TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
};

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them; only the
 * selected panel is rendered.
 */
export function ServerTabs<Id extends string>({ label, tabs, selected, onSelect }: Props<Id>) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current?.id;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              // Only the selected panel exists in the page, so only its tab points to one.
              aria-controls={isSelected ? `${baseId}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
              {tab.badge !== undefined ? (
                <>
                  <Count aria-hidden="true">{tab.badge}</Count>
                  <span className="visually-hidden">{tab.badgeLabel ?? tab.badge}</span>
                </>
              ) : null}
            </Tab>
          );
        })}
      </List>
      {current ? (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
        >
          {current.render()}
        </Panel>
      ) : null}
    </div>
  );
}
