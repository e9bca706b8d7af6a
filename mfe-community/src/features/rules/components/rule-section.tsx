import styled from 'styled-components';
import { Link, mediaUp } from '@cs16ar/shared';
import { formatDate } from '@cs16ar/shared/format';
import { LinkIcon } from '@cs16ar/shared/icons';
import { MarkdownText } from '@cs16ar/shared/markdown';
import type { RuleSet } from '../types/rule-book';

const Section = styled.section`
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);
  padding: 24px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${mediaUp('md')} {
    padding: 28px 32px;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible,
  &[data-target='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  > header {
    margin-bottom: 16px;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 1.4rem;
  }
  > header p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Updated = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.85rem;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 12px;
  align-items: start;
  padding: 10px 12px;
  margin: 0 -12px;
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus {
    outline: none;
  }
  &[data-target='true'] {
    background: rgba(255, 138, 31, 0.12);
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
  }
`;

/** The rule's number, which is also its link (`#general-3`) to copy and share. */
const Number = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 44px;
  min-height: 32px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 138, 31, 0.14);
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  text-decoration: none;

  svg {
    opacity: 0;
    transition: opacity ${({ theme }) => theme.transitions.fast};
  }
  &:hover svg,
  &:focus-visible svg {
    opacity: 1;
  }
`;

/** One section of the rule book: its title, what it is for, and its numbered rules, each with its anchor. */
export function RuleSection({ set, target }: { set: RuleSet; target: string | null }) {
  const titleId = `${set.slug}-titulo`;
  const updated = formatDate(set.updatedAt);
  return (
    <Section id={set.slug} tabIndex={-1} aria-labelledby={titleId} data-target={target === set.slug || undefined}>
      <header>
        <h2 id={titleId}>{set.title}</h2>
        {set.intro ? <p>{set.intro}</p> : null}
        {updated ? (
          <Updated>
            Actualizado el <time dateTime={set.updatedAt}>{updated}</time>
          </Updated>
        ) : null}
      </header>
      <List>
        {set.rules.map((rule) => (
          <Item key={rule.anchor} id={rule.anchor} tabIndex={-1} data-target={target === rule.anchor || undefined}>
            <Number to={`#${rule.anchor}`} aria-label={`Regla ${rule.number} de ${set.title} (enlace)`}>
              {rule.number}
              <LinkIcon size={14} />
            </Number>
            <MarkdownText compact>{rule.text}</MarkdownText>
          </Item>
        ))}
      </List>
    </Section>
  );
}
